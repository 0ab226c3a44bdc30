/** Day arithmetic for recruitment and people: days as `yyyy-MM-dd`, computed in UTC so no clock zone moves them. */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Is `text` a real calendar day written `yyyy-MM-dd`? */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return (
    year >= 1900 && check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date
  );
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const moment = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + count),
  );
  return `${pad(moment.getUTCFullYear(), 4)}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`;
}

/** Whole years from `from` to `to` (an age on a day). */
export function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/** Is `text` a time of day `HH:mm`? */
export const isTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
