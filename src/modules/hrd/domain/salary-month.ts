import { MONTH_NAMES, monthYearName } from '../../../lib/format/month-names';
/** Salary months (`yyyy-MM`): names, days, and the month a request's frmDate names. */

const SHORT = MONTH_NAMES.map((name) => name.slice(0, 3).toLowerCase());

/** Is this a month written yyyy-MM? */
export const isSalaryMonth = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** 'February 2026'. */
export const salaryMonthName = monthYearName;

/** Days of the month: 28 to 31. */
export function daysOfMonth(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
}

/** The month's first and last days, yyyy-MM-dd. */
export const firstDay = (month: string) => `${month}-01`;
export const lastDay = (month: string) => `${month}-${String(daysOfMonth(month)).padStart(2, '0')}`;

const dayCache = new Map<string, readonly string[]>();
/** Every day of the month, yyyy-MM-dd, in order (cached: a run asks once per employee). */
export function daysOf(month: string): readonly string[] {
  let days = dayCache.get(month);
  if (!days) {
    days = Array.from({ length: daysOfMonth(month) }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
    dayCache.set(month, days);
  }
  return days;
}

/**
 * The month a GeneralInformation frmDate names: `dd-MMM-yyyy` (the client's form), `yyyy-MM-dd` or `yyyy-MM`; null when
 * it names none.
 */
export function monthOfFrmDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?/.exec(text);
  if (iso) return isSalaryMonth(`${iso[1]}-${iso[2]}`) ? `${iso[1]}-${iso[2]}` : null;
  const client = /^\d{1,2}-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (!client) return null;
  const index = SHORT.indexOf(client[1]!.toLowerCase());
  return index < 0 ? null : `${client[2]}-${String(index + 1).padStart(2, '0')}`;
}

/** A month's first day as the client sends it: `01-Feb-2026`. */
export function frmDateOf(month: string): string {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1]!.slice(0, 3);
  return `01-${name}-${month.slice(0, 4)}`;
}

/** The month before (for the screen's month list). */
export function previousMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const mon = Number(month.slice(5, 7)) - 1;
  return mon === 0 ? `${year - 1}-12` : `${year}-${String(mon).padStart(2, '0')}`;
}
