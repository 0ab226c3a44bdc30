import { fromPaise, toPaise } from '../../../lib/money/money';
import { advanceBalancePaise, advanceRecoveryPaise, isSkipped } from '../../../modules/hrd/domain/advance-rules';
import { recoveredOf } from '../../../modules/hrd/domain/advance-refusals';
import type { AdvanceEmployee, AdvanceHistory, PayingAccount } from '../../../modules/hrd/domain/advance-wire';
import type { AdvanceSkip } from '../../../modules/hrd/domain/payroll-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { listRecords } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { sourceAccounts } from '../../core/accounting/payment-sources';
import { departmentsOf, designationsOf, employeesOf, inServiceOn, namesById } from '../../core/people/hrd-masters';
import { hrdToday } from '../hrd-session';
import { advancesOf, HRD_STORE } from '../hrd-store';
import { ensureAdvances } from './advance-seed';

/** The company's advances (seeded first), every skip and the employees. */
export async function advanceData(companyCode: number) {
  await ensureAdvances(companyCode);
  const [rows, skips, employees] = await Promise.all([
    advancesOf(companyCode),
    listRecords<AdvanceSkip>(HRD_STORE.advanceSkips, companyCode),
    employeesOf(companyCode),
  ]);
  return { rows, skips, employees };
}

export type AdvanceData = Awaited<ReturnType<typeof advanceData>>;

/** The cash and bank accounts the user may pay an advance from. */
export const payingAccounts = (session: DemoSession): PayingAccount[] =>
  sourceAccounts(session).flatMap((account) =>
    account.typ === 'CAS' || account.typ === 'BAN'
      ? [{ code: account.code, detail: account.detail, typ: account.typ }]
      : [],
  );

/**
 * GetHRDAdvanceRequirements: the employees in service with their balance and the largest cut-off (the contract's
 * figures).
 */
export async function advanceEmployees(companyCode: number, data: AdvanceData): Promise<AdvanceEmployee[]> {
  const [departments, designations] = await Promise.all([departmentsOf(companyCode), designationsOf(companyCode)]);
  const departmentName = namesById(departments, (row) => row.department);
  const designationName = namesById(designations, (row) => row.designation);
  const today = hrdToday();
  return data.employees
    .filter((employee) => inServiceOn(employee, today))
    .map((employee) => {
      const own = data.rows.filter((row) => row.empno === employee.recordId && !row.cancelled);
      return {
        recordid: employee.recordId,
        empno: employee.empno,
        empname: employee.empname,
        mobile: employee.mobile,
        department: departmentName.get(employee.department) ?? '',
        designation: designationName.get(employee.designation) ?? '',
        prevadvance: fromPaise(advanceBalancePaise(data.rows, employee.recordId)),
        monthlydeduction: own.reduce((max, row) => Math.max(max, row.advanceCutOff), 0),
      };
    });
}

/** Ours: an employee's advances (each given with what is recovered of it), skips, balance and the month's recovery. */
export function advanceHistory(
  session: DemoSession,
  data: AdvanceData,
  employee: HrdEmployee,
  month: string,
): AdvanceHistory {
  const rows = data.rows
    .filter((row) => row.empno === employee.recordId)
    .sort((a, b) => a.dat.localeCompare(b.dat) || a.recordId - b.recordId);
  return {
    empno: employee.recordId,
    month,
    balance: fromPaise(advanceBalancePaise(rows, employee.recordId)),
    recovery: fromPaise(advanceRecoveryPaise(rows, data.skips, employee.recordId, month)),
    skipped: isSkipped(data.skips, employee.recordId, month),
    rows: rows.map((row) => ({
      ...row,
      recovered: row.advanceDebit > 0 && !row.cancelled ? fromPaise(recoveredOf(rows, row)) : 0,
    })),
    skips: data.skips.filter((skip) => skip.empno === employee.recordId).sort((a, b) => b.month.localeCompare(a.month)),
    accounts: payingAccounts(session),
  };
}

export const rupeesOf = (value: unknown): number | null => {
  const amount =
    typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(amount) ? amount : null;
};
export const paiseOf = (value: unknown) => toPaise(rupeesOf(value) ?? 0);
