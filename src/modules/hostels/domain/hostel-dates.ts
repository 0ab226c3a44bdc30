import { monthYearName } from '../../../lib/format/month-names';
/** Calendar arithmetic on yyyy-MM-dd and yyyy-MM text, in UTC so no time zone moves a day. */

const DAY_MS = 86_400_000;

const utc = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

const text = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Is this a real calendar day written yyyy-MM-dd? */
export function isDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && text(utc(value)) === value;
}

/** Is this a month written yyyy-MM? */
export const isMonth = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export const addDays = (date: string, days: number) => text(utc(date) + days * DAY_MS);

/** Whole days from `from` to `to` (to − from). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);

export const monthOf = (date: string) => date.slice(0, 7);

export const monthStart = (month: string) => `${month}-01`;

/** The first day of the next month. */
export function nextMonthStart(month: string): string {
  const year = Number(month.slice(0, 4));
  const next = Number(month.slice(5, 7)) + 1;
  return next > 12 ? `${year + 1}-01-01` : `${year}-${String(next).padStart(2, '0')}-01`;
}

export const daysInMonth = (month: string) => daysBetween(monthStart(month), nextMonthStart(month));

/** 'November 2026'. */
export const monthName = monthYearName;
