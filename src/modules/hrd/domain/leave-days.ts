/** Leave dates are stored `yyyy-MM-dd`; these count calendar days without time zones (UTC midnight of each date). */
const DAY_MS = 86_400_000;
const epochDay = (dat: string) =>
  Date.UTC(Number(dat.slice(0, 4)), Number(dat.slice(5, 7)) - 1, Number(dat.slice(8, 10))) / DAY_MS;

/** The days of a leave from `from` to `to`, both counted (1 Mar to 3 Mar is 3 days); 0 when `to` is before `from`. */
export function leaveDays(from: string, to: string): number {
  return Math.max(0, epochDay(to) - epochDay(from) + 1);
}

/** The contract's count: LeaveTo − LeaveFrom in whole days (1 Mar to 3 Mar is 2), as the server subtracts dates. */
export const contractDays = (from: string, to: string) => epochDay(to) - epochDay(from);

/** The days of [from, to] that fall in [start, end], both ends counted. */
export function daysWithin(from: string, to: string, start: string, end: string): number {
  const first = from > start ? from : start;
  const last = to < end ? to : end;
  return first > last ? 0 : leaveDays(first, last);
}

/** Do [a, b] and [c, d] share at least a day? */
export const rangesOverlap = (aFrom: string, aTo: string, bFrom: string, bTo: string) => aFrom <= bTo && bFrom <= aTo;

/** The calendar years a range touches (2024-12-30 to 2025-01-02: [2024, 2025]). */
export function yearsOf(from: string, to: string): number[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) years.push(year);
  return years;
}

/** 7 Mar 2025 style, for messages. */
export function showDate(dat: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(dat.slice(8, 10))} ${months[Number(dat.slice(5, 7)) - 1]} ${dat.slice(0, 4)}`;
}
