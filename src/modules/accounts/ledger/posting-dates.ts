import { formatDate } from '../../../lib/format/date-format';
import { financialYearOf } from './year-end';
import type { LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';

/**
 * The day the books begin: the earliest opening set's, else the start of the financial year of the earliest
 * posting, else of today's year.
 */
export function booksBegin(
  openings: readonly OpeningSet[],
  entries: readonly Pick<LedgerEntry, 'date'>[],
  today: string,
): string {
  let first: string | undefined;
  for (const set of openings) if (!first || set.from < first) first = set.from;
  if (first) return first;
  let earliest = today;
  for (const entry of entries) if (entry.date < earliest) earliest = entry.date;
  return financialYearOf(earliest).from;
}

/**
 * Why a document that posts may not carry this date, or null: it must fall inside the open financial years, from
 * the day the books begin to the end of the current year. (A closed or locked period is refused on its own.)
 */
export function postingDateProblem(date: string, begin: string, today: string): string | null {
  if (date < begin) return `The books begin on ${formatDate(begin)}: give a date from then on.`;
  const last = financialYearOf(today).to;
  if (date > last) return `This financial year ends on ${formatDate(last)}: give a date up to then.`;
  return null;
}
