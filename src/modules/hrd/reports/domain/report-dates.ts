import { monthEnd } from '../../domain/advance-rules';
import { addDays } from '../../domain/recruit-dates';
import type { Period } from './report-people';

/** The months (`yyyy-MM`) a period touches, first to last. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  for (
    let month = period.from.slice(0, 7);
    month <= period.to.slice(0, 7);
    month = addDays(monthEnd(month), 1).slice(0, 7)
  )
    months.push(month);
  return months;
}

/** The part of a month that lies in the period. */
export function monthWithin(month: string, period: Period): Period {
  const first = `${month}-01`;
  const last = monthEnd(month);
  return { from: first > period.from ? first : period.from, to: last < period.to ? last : period.to };
}

/** The `count` days from `start` (start included). */
export const daysFrom = (start: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(start, index));

/** The `count` days ending with `last`, oldest first. */
export const lastDays = (last: string, count: number) => daysFrom(addDays(last, 1 - count), count);

export { monthEnd };
