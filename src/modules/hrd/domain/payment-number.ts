/**
 * Salary months and payment numbers (salary payments): months are `yyyy-MM`; a payment is numbered
 * SPY<yy><yy>-00001 in the financial year (April to March) of its date, max+1 per company.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT = MONTHS.map((name) => name.slice(0, 3).toLowerCase());

/** Is this a month written yyyy-MM? */
export const isSalaryMonth = (value: unknown): boolean =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** 'May 2026' for '2026-05'. */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/**
 * The month a request names in frmDate: `yyyy-MM`, a day of it `yyyy-MM-dd`, or `dd-MMM-yyyy` as the client sends
 * dates (contract); null when it is none of these.
 */
export function monthOfWire(value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (isSalaryMonth(text)) return text;
  if (/^\d{4}-\d{2}-\d{2}/.test(text) && isSalaryMonth(text.slice(0, 7))) return text.slice(0, 7);
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (!match) return null;
  const index = SHORT.indexOf(match[2]!.toLowerCase());
  return index < 0 ? null : `${match[3]}-${String(index + 1).padStart(2, '0')}`;
}

/** The month as the client sends it in frmDate: its first day as dd-MMM-yyyy ('01-May-2026'). */
export const monthToWire = (month: string) =>
  `01-${MONTHS[Number(month.slice(5, 7)) - 1]!.slice(0, 3)}-${month.slice(0, 4)}`;

/** The payment series of a date: SPY2627 for any day from 1 April 2026 to 31 March 2027. */
export function paymentSeries(dat: string): string {
  const year = Number(dat.slice(0, 4));
  const start = Number(dat.slice(5, 7)) >= 4 ? year : year - 1;
  return `SPY${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** SPY2627-00001: the series and its running number. */
export const paymentNumber = (series: string, running: number) => `${series}-${String(running).padStart(5, '0')}`;

/** The month before `yyyy-MM`. */
export function previousMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** The last day of a month `yyyy-MM` as yyyy-MM-dd. */
export function lastDayOf(month: string): string {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}
