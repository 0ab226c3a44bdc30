import { fromPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { AdvanceSkip, HrdAdvance } from './payroll-types';

/**
 * Salary advances: the balance and the month's recovery (a rule both sides share).
 * Balance = Σ(advanceDebit − advanceCredit) of the employee's rows that are not cancelled.
 * A month's recovery = min(cut-off of the latest advance with a balance, the balance before that month), 0 when the
 * month's recovery was skipped (AdvanceSkip). Recoveries are credited oldest advance first, so while anything is owed
 * the latest advance given is the one with a balance: its cut-off applies.
 */

/** The last day of a month `yyyy-MM` as `yyyy-MM-dd` (string compare of stored dates). */
export function monthEnd(month: string): string {
  const year = Number(month.slice(0, 4));
  const mon = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

const ofEmployee = (rows: readonly HrdAdvance[], empno: number) =>
  rows.filter((row) => row.empno === empno && !row.cancelled);

/** The employee's balance now (paise): every not-cancelled debit less every not-cancelled credit. */
export function advanceBalancePaise(rows: readonly HrdAdvance[], empno: number): Paise {
  let balance = 0;
  for (const row of ofEmployee(rows, empno)) balance += toPaise(row.advanceDebit) - toPaise(row.advanceCredit);
  return balance;
}

/**
 * The balance owed going into a month (paise): advances given up to the month's end, less recoveries of earlier
 * months (a credit with `month` set) and repayments (no month) dated up to the month's end. A recovery already
 * credited for this very month is not deducted, so the statement's figure stays the same after it is paid.
 */
export function balanceBeforeMonthPaise(rows: readonly HrdAdvance[], empno: number, month: string): Paise {
  const end = monthEnd(month);
  let balance = 0;
  for (const row of ofEmployee(rows, empno)) {
    if (row.advanceDebit > 0 && row.dat.slice(0, 10) <= end) balance += toPaise(row.advanceDebit);
    if (row.advanceCredit > 0) {
      const counts = row.month ? row.month < month : row.dat.slice(0, 10) <= end;
      if (counts) balance -= toPaise(row.advanceCredit);
    }
  }
  return balance;
}

/** The advance (debit row) whose cut-off applies in a month: the latest given up to the month's end. */
export function latestAdvance(rows: readonly HrdAdvance[], empno: number, month: string): HrdAdvance | null {
  const end = monthEnd(month);
  let latest: HrdAdvance | null = null;
  for (const row of ofEmployee(rows, empno)) {
    if (row.advanceDebit <= 0 || row.dat.slice(0, 10) > end) continue;
    if (!latest || row.dat > latest.dat || (row.dat === latest.dat && row.recordId > latest.recordId)) latest = row;
  }
  return latest;
}

/** Is the month's recovery skipped for the employee? */
export const isSkipped = (skips: readonly AdvanceSkip[], empno: number, month: string) =>
  skips.some((skip) => skip.empno === empno && skip.month === month);

/** The month's recovery in paise. */
export function advanceRecoveryPaise(
  rows: readonly HrdAdvance[],
  skips: readonly AdvanceSkip[],
  empno: number,
  month: string,
): Paise {
  if (isSkipped(skips, empno, month)) return 0;
  const balance = balanceBeforeMonthPaise(rows, empno, month);
  if (balance <= 0) return 0;
  const latest = latestAdvance(rows, empno, month);
  if (!latest) return 0;
  const cutOff = toPaise(latest.advanceCutOff);
  return Math.max(0, Math.min(cutOff, balance));
}

/**
 * The month's (`yyyy-MM`) advance recovery of an employee (record id), in rupees: what the salary statement deducts.
 */
export function advanceRecovery(rows: HrdAdvance[], skips: AdvanceSkip[], empno: number, month: string): number {
  return fromPaise(advanceRecoveryPaise(rows, skips, empno, month));
}
