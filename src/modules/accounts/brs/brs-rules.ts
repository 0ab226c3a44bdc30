import { formatDate } from '../../../lib/format/date-format';
import type { BookItem, ReconciliationSummary } from '../ledger/reconciliation';
import { reconciliationSummary } from '../ledger/reconciliation';
import type { Paise } from '../../../lib/money/money';
import type { BankEntryRow, ClearingChange } from './brs-types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Not cleared as on `date`: no clearing date, or one after it. */
export const isUnclearedOn = (cleared: string, date: string): boolean => cleared === '' || cleared > date;

/** A listed entry as the matching and the summary take it. */
export function bookItem(row: BankEntryRow): BookItem {
  return {
    key: row.key,
    date: row.date,
    voucher: row.voucher,
    narration: row.narration,
    reference: row.reference,
    debit: row.debit,
    credit: row.credit,
  };
}

/** The clearing date in force for a row: the user's change if any, else the saved one. */
export const clearedOf = (row: BankEntryRow, dates: ReadonlyMap<string, string>): string =>
  dates.get(row.key) ?? row.cleared;

/** The statement's figures as on `to` with the user's (unsaved) clearing dates applied. */
export function summaryWith(
  perBooks: Paise,
  rows: readonly BankEntryRow[],
  to: string,
  dates: ReadonlyMap<string, string>,
): ReconciliationSummary {
  return reconciliationSummary(perBooks, rows.filter((row) => isUnclearedOn(clearedOf(row, dates), to)).map(bookItem));
}

/** Why a clearing date cannot stand, or null: it must be a date, not before the entry's date, not after today. */
export function clearingProblem(entryDate: string, cleared: string, today: string): string | null {
  if (cleared === '') return null;
  if (!DAY.test(cleared) || formatDate(cleared) === '') return 'The clearing date is not a date.';
  if (cleared < entryDate) return `The bank cannot clear it before its date (${formatDate(entryDate)}).`;
  if (cleared > today) return `The clearing date cannot be in the future (today is ${formatDate(today)}).`;
  return null;
}

/** The rows whose clearing date the user changed, as the save sends them. */
export function clearingChanges(rows: readonly BankEntryRow[], dates: ReadonlyMap<string, string>): ClearingChange[] {
  return rows
    .filter((row) => dates.has(row.key) && dates.get(row.key) !== row.cleared)
    .map((row) => ({ voucher: row.voucher, date: dates.get(row.key)! }));
}
