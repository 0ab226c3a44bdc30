/** A document date as the rules read it: the parts of a 'yyyy-MM-dd' string. */
export interface CalendarDate {
  year: number;
  /** 1 (January) … 12 (December). */
  month: number;
  day: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * The parts of a 'yyyy-MM-dd' date (an ISO date-time's date part is read too). Throws a RangeError
 * for anything else or a day that does not exist (2026-02-29): passing such a date is a bug of the caller.
 */
export function parseDate(date: string): CalendarDate {
  const match = DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Expected a date as yyyy-MM-dd, got '${date}'`);
  }
  return { year, month, day };
}

/**
 * The calendar year the Indian financial year (1 April – 31 March) of this date starts in: 2026 for 2026-04-01 …
 * 2027-03-31.
 */
export function financialYearStart(date: string | CalendarDate): number {
  const { year, month } = typeof date === 'string' ? parseDate(date) : date;
  return month >= 4 ? year : year - 1;
}

/** The last two digits of a year or the number of a month, zero-padded: 2026 → '26', 4 → '04'. */
export const twoDigits = (value: number): string => String(value % 100).padStart(2, '0');
