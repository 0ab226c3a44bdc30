import { isIsoDate } from '../../../lib/format/iso-date';
import { differenceInCalendarDays, format, parseISO } from 'date-fns';

/**
 * GetCustomerRegistration's answer: the contract's CustomerRegistrations (`expDate`, the last day as a DateTime;
 * `fiscal`, the financial year's first day) and ours beside it: the licence, the users who count against it, the
 * header's message.
 */
export interface RegistrationAnswer extends Omit<LicenceAnswer, 'expiresOn'> {
  expDate: string;
  fiscal: string;
}

/** The licence as the screen shows it. */
export interface LicenceAnswer {
  product: string;
  edition: string;
  licensedUsers: number;
  /** yyyy-MM-dd: the last day it is valid. */
  expiresOn: string;
  /** Users not blocked. */
  activeUsers: number;
  message: string;
}

/** What the administrator may change (SetLicence `{licence}`). */
export interface LicenceChange {
  licensedUsers: number;
  expiresOn: string;
}

/** Today as yyyy-MM-dd. */
export const todayIso = () => format(new Date(), 'yyyy-MM-dd');

/** Why this number of licensed users cannot be saved, or null. */
export function licensedUsersProblem(value: number, activeUsers: number): string | null {
  if (!Number.isInteger(value) || value < 1) return 'Enter a whole number of users, at least 1.';
  if (value > 10_000) return 'Enter at most 10000 users.';
  if (value < activeUsers)
    return `${activeUsers} users are active: license at least ${activeUsers}, or block some users first.`;
  return null;
}

/** Why this expiry date cannot be saved, or null. */
export function expiryDateProblem(value: string): string | null {
  return isIsoDate(value) ? null : 'Enter the last day the licence is valid.';
}

/** Days from `today` to the expiry (0 on the last day, negative once expired). */
export function daysLeft(expiresOn: string, today: string): number {
  return differenceInCalendarDays(parseISO(expiresOn), parseISO(today));
}

/** "12 days left", "Last day today", "Expired 3 days ago". */
export function daysLeftText(days: number): string {
  const count = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  if (days > 0) return `${count(days)} left`;
  if (days === 0) return 'Last day today';
  return `Expired ${count(-days)} ago`;
}
