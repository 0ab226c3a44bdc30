import { monthYearName } from '../../../lib/format/month-names';
/** Calendar helpers of the attendance grid on plain `yyyy-MM-dd` strings (no time zone involved). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** The days of a month (`yyyy-MM`), `yyyy-MM-dd` each. */
export function daysOfMonth(month: string): string[] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${pad2(index + 1)}`);
}

/** 0 Sunday to 6 Saturday. */
export const weekdayOf = (dat: string) => new Date(`${dat}T00:00:00Z`).getUTCDay();

/** `05-Jun-2025`, as messages and the wire's GeneralInformation dates show a day. */
export function displayDate(dat: string): string {
  const [year, mon, day] = dat.split('-');
  return `${day}-${MONTHS[Number(mon) - 1]}-${year}`;
}

/** `June 2025`. */
export const monthTitle = monthYearName;

/** A wire date (`dd-MMM-yyyy` as the client sends it, or `yyyy-MM-dd`) as `yyyy-MM-dd`; '' when neither. */
export function parseWireDate(text: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const wire = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text.trim());
  if (!wire) return '';
  const month = MONTHS.findIndex((name) => name.toLowerCase() === wire[2]!.toLowerCase());
  return month < 0 ? '' : `${wire[3]}-${pad2(month + 1)}-${pad2(Number(wire[1]))}`;
}

/** The month `count` months before `month` (`yyyy-MM`). */
export function monthBefore(month: string, count = 1): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) - count;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}
