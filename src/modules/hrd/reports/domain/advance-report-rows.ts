import type { ReportRow } from '../../../../engine/report/report';
import { fromPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { displayDate, monthTitle } from '../../domain/attendance-dates';
import type { HrdAdvance } from '../../domain/payroll-types';
import type { Period, ReportPeople } from './report-people';
import { byEmployeeNumber, employeeColumns, within } from './report-people';

const day = (row: HrdAdvance) => row.dat.slice(0, 10);
const live = (advances: readonly HrdAdvance[]) => advances.filter((row) => !row.cancelled);

function kindOf(row: HrdAdvance): string {
  if (row.advanceDebit > 0) return 'Advance given';
  return row.month ? `Recovered from the salary of ${monthTitle(row.month)}` : 'Repaid';
}

/** Advances day book: every advance given and every recovery or repayment in the period, grouped by day. */
export function advanceDayBookRows(people: ReportPeople, advances: readonly HrdAdvance[], period: Period): ReportRow[] {
  return live(advances)
    .filter((row) => within(day(row), period))
    .sort((a, b) => a.dat.localeCompare(b.dat) || a.recordId - b.recordId)
    .map((row) => {
      const { empno, empname } = employeeColumns(people, row.empno);
      return {
        day: displayDate(day(row)),
        seq: row.seq,
        empno,
        empname,
        kind: kindOf(row),
        given: row.advanceDebit,
        recovered: row.advanceCredit,
        cutOff: row.advanceDebit > 0 ? row.advanceCutOff : null,
        narration: row.narration,
      };
    });
}

interface Ledger {
  opening: Paise;
  given: Paise;
  recovered: Paise;
  /** The latest advance given (its cut-off applies). */
  latest: HrdAdvance | null;
}

/**
 * Per employee: what was owed before the period, given and recovered in it (paise), and the latest advance up to its
 * end.
 */
function ledgers(advances: readonly HrdAdvance[], period: Period): Map<number, Ledger> {
  const byEmployee = new Map<number, Ledger>();
  for (const row of live(advances)) {
    const dat = day(row);
    if (dat > period.to) continue;
    const ledger = byEmployee.get(row.empno) ?? { opening: 0, given: 0, recovered: 0, latest: null };
    const [debit, credit] = [toPaise(row.advanceDebit), toPaise(row.advanceCredit)];
    if (dat < period.from) ledger.opening += debit - credit;
    else {
      ledger.given += debit;
      ledger.recovered += credit;
    }
    if (
      debit > 0 &&
      (!ledger.latest ||
        row.dat > ledger.latest.dat ||
        (row.dat === ledger.latest.dat && row.recordId > ledger.latest.recordId))
    )
      ledger.latest = row;
    byEmployee.set(row.empno, ledger);
  }
  return byEmployee;
}

const sortedRows = <T extends { empno: string }>(rows: T[]) => rows.sort(byEmployeeNumber);

/**
 * Pending advances as on a day: employees still owing, with all given and recovered up to then, the balance, the
 * monthly cut-off of the latest advance and the months it takes to clear at that cut-off.
 */
export function pendingAdvanceRows(people: ReportPeople, advances: readonly HrdAdvance[], asOn: string): ReportRow[] {
  const rows = [];
  for (const [recordId, ledger] of ledgers(advances, { from: '0000-01-01', to: asOn })) {
    const balance = ledger.opening + ledger.given - ledger.recovered;
    if (balance <= 0) continue;
    const cutOff = ledger.latest ? toPaise(ledger.latest.advanceCutOff) : 0;
    rows.push({
      ...employeeColumns(people, recordId),
      lastAdvance: ledger.latest ? day(ledger.latest) : '',
      given: fromPaise(ledger.given),
      recovered: fromPaise(ledger.recovered),
      balance: fromPaise(balance),
      cutOff: fromPaise(cutOff),
      months: cutOff > 0 ? Math.ceil(balance / cutOff) : null,
    });
  }
  return sortedRows(rows);
}

/**
 * Consolidated advances: per employee with a balance or a movement, the opening balance, given, recovered and closing
 * balance of the period.
 */
export function consolidatedAdvanceRows(
  people: ReportPeople,
  advances: readonly HrdAdvance[],
  period: Period,
): ReportRow[] {
  const rows = [];
  for (const [recordId, ledger] of ledgers(advances, period)) {
    const closing = ledger.opening + ledger.given - ledger.recovered;
    if (ledger.opening === 0 && ledger.given === 0 && ledger.recovered === 0) continue;
    const { empno, empname, department } = employeeColumns(people, recordId);
    rows.push({
      empno,
      empname,
      department,
      opening: fromPaise(ledger.opening),
      given: fromPaise(ledger.given),
      recovered: fromPaise(ledger.recovered),
      closing: fromPaise(closing),
    });
  }
  return sortedRows(rows);
}
