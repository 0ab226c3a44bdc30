import { dayAfter, financialYearOf } from '../ledger/year-end';
import type { Period } from '../ledger/statements-types';

/** How a financial year stands: closed (locked), open (ended, not yet closed) or current (today falls in it). */
export type YearStatus = 'closed' | 'open' | 'current';

/**
 * One financial year on the wire (`yearEndState`): its dates, status, result in rupees (income less expenses; negative
 * is a loss) and whether it may be closed now.
 */
export interface YearRow {
  from: string;
  to: string;
  status: YearStatus;
  result: number;
  canClose: boolean;
}

/** The answer of `yearEndState`: the date through which the books are locked and every year, oldest first. */
export interface YearEndState {
  closedThrough: string | null;
  years: YearRow[];
}

/** A year's short name, e.g. '2025-26' for 2025-04-01..2026-03-31. */
export function yearLabel(year: Pick<Period, 'from' | 'to'>): string {
  return `${year.from.slice(0, 4)}-${year.to.slice(2, 4)}`;
}

/** Every financial year (April to March) from the one `first` falls in to the one `last` falls in, oldest first. */
export function financialYearsBetween(first: string, last: string): Period[] {
  const years: Period[] = [];
  if (first > last) return years;
  let year = financialYearOf(first);
  for (;;) {
    years.push(year);
    if (year.to >= last) return years;
    year = financialYearOf(dayAfter(year.to));
  }
}

/**
 * Status and closability of each year: closed when named in `closedYears` or on or before the lock;
 * current when today falls in it; otherwise open. Only the earliest year not closed may be closed,
 * and only once it has ended (years close in order).
 */
export function yearStatuses(
  years: readonly Period[],
  closedYears: readonly string[],
  closedThrough: string | null,
  today: string,
): Array<Period & { status: YearStatus; canClose: boolean }> {
  const closed = (year: Period) =>
    closedYears.includes(yearLabel(year)) || (closedThrough !== null && year.to <= closedThrough);
  const firstOpen = years.find((year) => !closed(year));
  return years.map((year) => {
    const status: YearStatus = closed(year) ? 'closed' : year.to < today ? 'open' : 'current';
    return { ...year, status, canClose: year === firstOpen && status === 'open' };
  });
}
