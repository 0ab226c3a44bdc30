import { toPaise, type Paise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import type { FeeHead } from './fee-types';

/**
 * The late fine on a fee due, pure. A due paid on or before its due date carries none; after it, each
 * calendar day late adds the head's `finePerDay`, and the whole fine of one due never passes `maxFine` (null or
 * absent: no cap). A head without `finePerDay` (or 0) has no late fine, nor do route fees and posted charges (their
 * masters have no fine fields). The rule is read from the fee head as stored (rupees); the fine is in paise.
 */

/** The fine fields of a fee head, rupees as stored. */
export type LateFineRule = Pick<FeeHead, 'finePerDay' | 'maxFine'>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole days from `from` to `to` (yyyy-MM-dd), counted on the calendar (UTC, so no daylight-saving hour intrudes). */
export function daysBetween(from: string, to: string): number {
  const day = (date: string): number => {
    const match = ISO_DATE.exec(date);
    if (!match) throw new RangeError(`Expected a date as yyyy-MM-dd, got '${date}'`);
    return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
  };
  return day(to) - day(from);
}

/** Days a due is overdue when paid on `paidOn`: 0 on or before the due date, 1 the day after. */
export const daysOverdue = (dueDate: string, paidOn: string): number => Math.max(0, daysBetween(dueDate, paidOn));

/**
 * The late fine, in paise, on a due falling due on `dueDate` and paid on `paidOn`: days overdue × finePerDay, at most
 * maxFine.
 */
export function lateFine(dueDate: string, paidOn: string, rule: LateFineRule): Paise {
  const perDay = toPaise(rule.finePerDay ?? 0);
  const days = daysOverdue(dueDate, paidOn);
  if (perDay <= 0 || days === 0) return 0;
  const fine = multiplyByQuantity(perDay, days);
  const cap = rule.maxFine === null || rule.maxFine === undefined ? null : Math.max(0, toPaise(rule.maxFine));
  return cap === null ? fine : Math.min(fine, cap);
}

/**
 * The late fine a receipt on `paidOn` adds to a due still owing (`balance` above zero), in paise: the fine for the
 * days overdue so far, less what earlier receipts already charged on it (`charged`). So a due paid in parts carries,
 * over all its receipts, exactly the fine of its last payment day, and never more than the cap. A settled due (no
 * balance) accrues no more fine.
 */
export function fineToCharge(
  due: { dueDate: string; balance: Paise; fine: Paise },
  paidOn: string,
  rule: LateFineRule,
): Paise {
  if (due.balance <= 0) return 0;
  return Math.max(0, lateFine(due.dueDate, paidOn, rule) - due.fine);
}
