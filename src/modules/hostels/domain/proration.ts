import { sumPaise, type Paise } from '../../../lib/money/money';
import { allocate } from '../../../lib/money/money-allocate';
import { divideByQuantity, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { addDays, daysBetween, daysInMonth, monthStart, nextMonthStart } from './hostel-dates';
import type { HostelAllocation, PackagePeriod, StaySegment } from './allocation-types';

/** The months a package's period covers (a term is six months, as the packages' six months of mess say). */
export const PERIOD_MONTHS: Readonly<Record<PackagePeriod, number>> = { MONTH: 1, TERM: 6, YEAR: 12 };

/** A package's rent a month: its price over its period's months, rounded half away from zero to the paisa. */
export function monthlyRatePaise(pricePaise: Paise, period: PackagePeriod): Paise {
  return divideByQuantity(pricePaise, PERIOD_MONTHS[period]);
}

/**
 * A service's charge for a whole month of `month`: a day's rate times the month's days, a month's rate, a
 * term's over six months, a year's over twelve.
 */
export function serviceMonthPaise(ratePaise: Paise, per: string, month: string): Paise {
  if (per === 'DAY') return multiplyByQuantity(ratePaise, daysInMonth(month));
  if (per === 'TERM') return divideByQuantity(ratePaise, 6);
  if (per === 'YEAR') return divideByQuantity(ratePaise, 12);
  return ratePaise;
}

/**
 * The days of [from, to) inside the month (to null: held on past the month's end): the first one's index and how many.
 */
export function daysInside(from: string, to: string | null, month: string): { first: number; count: number } {
  const start = from > monthStart(month) ? from : monthStart(month);
  const end = to === null || to > nextMonthStart(month) ? nextMonthStart(month) : to;
  return { first: daysBetween(monthStart(month), start), count: Math.max(0, daysBetween(start, end)) };
}

/**
 * The proration rule: a month's amount is shared over the month's days without losing a paisa (lib/money
 * allocate, equal weights; the leftover paise go to the earliest days), and a stay pays the shares of the days
 * it held its bed, from the day it began to the day before it left. So a whole month is exactly the monthly
 * amount, and the parts of a month split by a transfer add up to it.
 */
export function proratedPaise(monthlyPaise: Paise, month: string, from: string, to: string | null): Paise {
  const { first, count } = daysInside(from, to, month);
  if (count === 0) return 0;
  const shares = allocate(monthlyPaise, new Array<number>(daysInMonth(month)).fill(1));
  return sumPaise(shares.slice(first, first + count));
}

/**
 * The stretches an allocation is charged for: its segments, except that one vacated the day it began is
 * charged that one day (a bed taken and given back the same day is not free).
 */
export function chargedSegments(allocation: Pick<HostelAllocation, 'from' | 'to' | 'segments'>): StaySegment[] {
  const segments = allocation.segments;
  if (allocation.to === null || allocation.to !== allocation.from || segments.length === 0) return segments;
  return [...segments.slice(0, -1), { ...segments.at(-1)!, to: addDays(allocation.from, 1) }];
}

/** The days an allocation held a bed in the month (all its charged segments). */
export function daysHeld(allocation: Pick<HostelAllocation, 'from' | 'to' | 'segments'>, month: string): number {
  return chargedSegments(allocation).reduce(
    (days, segment) => days + daysInside(segment.from, segment.to, month).count,
    0,
  );
}
