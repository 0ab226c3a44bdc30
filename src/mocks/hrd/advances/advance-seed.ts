import { format, parseISO, subMonths } from 'date-fns';
import type { HrdAdvance } from '../../../modules/hrd/domain/payroll-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { monthEnd } from '../../../modules/hrd/domain/advance-rules';
import { findDemoCompany } from '../../core/company/companies';
import { demoAssignments } from '../../core/company/assignments';
import { seedOnce } from '../../core/record-store';
import { seededClearing } from '../../core/accounting/ledger-seeding';
import { setClearingDates } from '../../core/accounting/ledger-store';
import { employeesOf, inServiceOn } from '../../core/people/hrd-masters';
import { hrdToday } from '../hrd-session';
import { HRD_STORE, idOf } from '../hrd-store';
import { financialYear, postAdvanceVoucher } from './advance-books';

const PLAN = [
  { amount: 15000, cutOff: 2500, recovered: true },
  { amount: 8000, cutOff: 2000, recovered: true },
  { amount: 20000, cutOff: 5000, recovered: false },
];

/**
 * The starting advances (deterministic): three given on the 5th two months ago, from the company's bank account, to
 * the sixth to eighth employees in service then and now; the first two partly recovered by that month's salary (a
 * credit row with the month set, dated the month's last day). Last month's recovery is then still due.
 */
export function advanceSeed(employees: readonly HrdEmployee[], today: string, bankAccount: string): HrdAdvance[] {
  const month = format(subMonths(parseISO(today), 2), 'yyyy-MM');
  const given = `${month}-05`;
  const chosen = employees
    .filter((employee) => inServiceOn(employee, given) && inServiceOn(employee, today))
    .slice(5, 5 + PLAN.length);
  const rows: HrdAdvance[] = [];
  chosen.forEach((employee, index) => {
    const step = PLAN[index]!;
    const seq = `ADV${financialYear(given)}-${String(index + 1).padStart(5, '0')}`;
    rows.push({
      recordId: rows.length + 1,
      seq,
      empno: employee.recordId,
      dat: given,
      advanceCredit: 0,
      advanceDebit: step.amount,
      advanceCutOff: step.cutOff,
      month: '',
      narration: 'Advance against salary',
      account: bankAccount,
      cancelled: false,
    });
    if (step.recovered) {
      rows.push({
        recordId: rows.length + 1,
        seq: '',
        empno: employee.recordId,
        dat: monthEnd(month),
        advanceCredit: step.cutOff,
        advanceDebit: 0,
        advanceCutOff: 0,
        month,
        narration: `Recovered from the salary of ${month}`,
        account: bankAccount,
        cancelled: false,
      });
    }
  });
  return rows;
}

/** The voucher number of a seeded recovery (it has no salary payment of its own). */
export const openingRecoveryVoucher = (row: HrdAdvance) => `ADVREC-${row.month}-${row.recordId}`;

/**
 * Seeds the company's advances the first time anything reads them, with their vouchers (other areas call it before
 * advancesOf).
 */
export async function ensureAdvances(companyCode: number): Promise<void> {
  let seeded: HrdAdvance[] = [];
  let employees: HrdEmployee[] = [];
  const company = findDemoCompany(companyCode);
  // From the bank: the books' seed keeps cash in hand near its float (the rest banked each week) without knowing of
  // these, so ₹43,000 paid in cash took the drawer below zero on the days just after a deposit. The bank has cleared
  // them as it has the books' own seeded entries, so a reconciliation starts with the same two months outstanding.
  const bank = (company ? demoAssignments(company) : []).find((row) => row.typ === 'BAN')?.code ?? 'AC002';
  await seedOnce(HRD_STORE.advances, companyCode, async () => {
    employees = await employeesOf(companyCode);
    seeded = advanceSeed(employees, hrdToday(), bank);
    return seeded.map((row) => ({ id: idOf(row.recordId), data: row }));
  });
  // Posting replaces a voucher of the same number, so a second seeding request posts nothing twice.
  for (const row of seeded) {
    const name = employees.find((employee) => employee.recordId === row.empno)?.empname ?? String(row.empno);
    await postAdvanceVoucher(companyCode, row, voucherOf(row), name);
  }
  const today = hrdToday();
  const cleared = seeded.flatMap((row, index) => {
    const on = seededClearing(row.dat.slice(0, 10), today, index);
    return on ? [[voucherOf(row), on] as const] : [];
  });
  if (cleared.length > 0) await setClearingDates(companyCode, bank, new Map(cleared));
}

const voucherOf = (row: HrdAdvance) => (row.advanceDebit > 0 ? row.seq : openingRecoveryVoucher(row));
