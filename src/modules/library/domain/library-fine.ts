import type { Paise } from '../../../lib/money/money';
import { sumPaise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { LIBRARY_POLICY } from './library-types';
import type { MemberKind } from './library-types';

/**
 * The fine for a late return (lib-receipts), pure, in paise. Days are calendar days (Sundays and holidays count:
 * the book was kept on them), between two yyyy-MM-dd dates, so no clock or time zone enters.
 */

const DAY_MS = 86_400_000;

function dayNumberOf(dat: string): number {
  const day = Date.parse(`${dat}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dat) || Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== dat) {
    throw new RangeError(`Expected a date as yyyy-MM-dd, got '${dat}'`);
  }
  return day / DAY_MS;
}

/**
 * The days a copy is late: the calendar days after the due date up to and including the return date. Returned on
 * the due date or before it: 0. Due 12 Mar, back 13 Mar: 1 day; back 20 Mar: 8 days.
 */
export function daysLate(dueDate: string, returnedOn: string): number {
  return Math.max(0, dayNumberOf(returnedOn) - dayNumberOf(dueDate));
}

/**
 * The fine for one copy in paise: its days late × the member kind's fine a day (LIBRARY_POLICY: a pupil ₹2 a day;
 * staff are not fined, their rate is 0). There is no cap: a copy 40 days late costs a pupil ₹80.
 */
export function libraryFine(dueDate: string, returnedOn: string, memberKind: MemberKind): Paise {
  return multiplyByQuantity(LIBRARY_POLICY[memberKind].finePerDay, daysLate(dueDate, returnedOn));
}

/** One copy of a return as the fine sees it. */
export interface FineLine {
  daysLate: number;
  fine: Paise;
}

/**
 * The fine of a return of several copies on `returnedOn`: each copy's days late and fine, and their sum (the one
 * LIBRARY charge a pupil's return posts; 0 posts none).
 */
export function returnFine(
  dueDates: readonly string[],
  returnedOn: string,
  memberKind: MemberKind,
): { lines: FineLine[]; total: Paise } {
  const lines = dueDates.map((dueDate) => ({
    daysLate: daysLate(dueDate, returnedOn),
    fine: libraryFine(dueDate, returnedOn, memberKind),
  }));
  return { lines, total: sumPaise(lines.map((line) => line.fine)) };
}
