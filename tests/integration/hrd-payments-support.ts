import { serverToday } from '../../src/mocks/core/server-dates';
import { ledgerEntries } from '../../src/mocks/core/accounting/ledger-store';
import { writeRecord, writeRecords } from '../../src/mocks/core/record-store';
import { ensureAdvances } from '../../src/mocks/hrd/advances/advance-seed';
import { employeesOf, inServiceOn } from '../../src/mocks/core/people/hrd-masters';
import { HRD_STORE, idOf, salaryLineId } from '../../src/mocks/hrd/hrd-store';
import type { HrdAdvance, SalaryLine, SalaryMonth } from '../../src/modules/hrd/domain/payroll-types';
import type { HrdEmployee } from '../../src/modules/hrd/domain/employee-types';
import { previousMonth } from '../../src/modules/hrd/domain/salary-month';
import { workedLine } from '../../src/modules/hrd/domain/payment-test-lines';
import { sumPaise } from '../../src/lib/money/money';

export const COMPANY = 1002;
export const today = serverToday();
/** Last month: the month the fixtures lock and pay. */
export const MONTH = previousMonth(today.slice(0, 7));

const banked = (employee: HrdEmployee) => employee.sbAc.trim() !== '' && employee.bankifscno.trim() !== '';

/**
 * A locked month of worked salary lines (payment-test-lines: A nets 16,910 with a 1,000 advance recovery, B 28,000)
 * for four employees in service: two with bank accounts (A and B), a third banked (B), and one without (B, paid cash).
 * Written straight into the store, as the salary statement would; an advance of 5,000 given to the first.
 */
export async function lockedMonthFixture(locked = true) {
  const employees = (await employeesOf(COMPANY)).filter((employee) => inServiceOn(employee, `${MONTH}-01`));
  const withBank = employees.filter(banked);
  const withoutBank = employees.find((employee) => !banked(employee));
  if (withBank.length < 3 || !withoutBank) throw new Error('the demo employees of 1002 lack bank or cash employees');
  const chosen = [withBank[0]!, withBank[1]!, withBank[2]!, withoutBank];
  const lines: SalaryLine[] = chosen.map((employee, index) =>
    workedLine(MONTH, employee.recordId, index === 0 ? 'A' : 'B', {
      empCode: employee.empno,
      empname: employee.empname,
      department: employee.department,
      designation: employee.designation,
    }),
  );
  await writeRecords(
    HRD_STORE.salaryLines,
    COMPANY,
    lines.map((line) => ({ id: salaryLineId(MONTH, line.empno), data: line })),
  );
  const month: SalaryMonth = {
    month: MONTH,
    locked,
    lockedBy: locked ? 'ADMIN' : '',
    lockedOn: locked ? today : '',
    lastRunOn: today,
    problems: [],
  };
  await writeRecord(HRD_STORE.salaryMonths, COMPANY, MONTH, month);
  const advance: HrdAdvance = {
    recordId: 900_001,
    seq: 'ADV-TEST',
    empno: chosen[0]!.recordId,
    dat: `${MONTH}-01`,
    advanceCredit: 0,
    advanceDebit: 5_000,
    advanceCutOff: 1_000,
    month: '',
    narration: 'Test advance',
    account: '',
    cancelled: false,
  };
  await ensureAdvances(COMPANY);
  await writeRecord(HRD_STORE.advances, COMPANY, idOf(advance.recordId), advance);
  return { employees: chosen, lines };
}

/** The ledger still balances: Σ debit = Σ credit over every posting of the company. */
export async function trialBalanceAgrees() {
  const entries = await ledgerEntries(COMPANY);
  return sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit));
}

export const voucherOf = async (seq: string) => (await ledgerEntries(COMPANY)).filter((entry) => entry.voucher === seq);
