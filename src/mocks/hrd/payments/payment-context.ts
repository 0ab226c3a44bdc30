import type { SalaryLine } from '../../../modules/hrd/domain/payroll-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import type { PaymentLineRow, StoredSalaryPayment } from '../../../modules/hrd/domain/payment-types';
import { hasBankAccount } from '../../../modules/hrd/domain/payment-refusals';
import { logActivity } from '../../core/activity-log';
import type { DemoSession } from '../../core/sessions/auth';
import { departmentsOf, designationsOf, employeesOf, namesById } from '../../core/people/hrd-masters';
import { paymentsOf, salaryLinesOf, salaryMonthOf } from '../hrd-store';

/** Everything a month's payments, payslips and statements read, once per request. */
export async function monthContext(companyCode: number, month: string) {
  const [lines, salaryMonth, employees, departments, designations, payments] = await Promise.all([
    salaryLinesOf(companyCode, month),
    salaryMonthOf(companyCode, month),
    employeesOf(companyCode),
    departmentsOf(companyCode),
    designationsOf(companyCode),
    paymentsOf(companyCode) as Promise<StoredSalaryPayment[]>,
  ]);
  return {
    lines: [...lines].sort((a, b) => a.empCode.localeCompare(b.empCode)),
    salaryMonth,
    employees: new Map<number, HrdEmployee>(employees.map((employee) => [employee.recordId, employee])),
    departmentNames: namesById(departments, (row) => row.department),
    designationNames: namesById(designations, (row) => row.designation),
    payments: payments.filter((payment) => payment.month === month).sort((a, b) => a.seq.localeCompare(b.seq)),
  };
}

export type MonthContext = Awaited<ReturnType<typeof monthContext>>;

/** A line as the payments screen lists it. */
export function lineRow(context: MonthContext, line: SalaryLine): PaymentLineRow {
  const employee = context.employees.get(line.empno);
  return {
    empno: line.empno,
    empCode: line.empCode,
    empname: line.empname,
    department: context.departmentNames.get(line.department) ?? '',
    designation: context.designationNames.get(line.designation) ?? '',
    modeofPay: employee?.modeofPay ?? 3,
    bankName: employee?.bankName ?? '',
    hasBankAccount: hasBankAccount(employee),
    paidDays: line.paidDays,
    gross: line.gross,
    totalDeductions: line.totalDeductions,
    advanceRecovery: line.advanceRecovery,
    net: line.net,
    paymentSeq: line.paymentSeq,
  };
}

/** One activity-log row of the salary payments (Accounts, Activity log shows them). */
export function logPayment(
  session: DemoSession,
  action: string,
  reference: string,
  detail: string,
  amount: number | null = null,
) {
  return logActivity(session, { module: 'hrd', action, subject: 'Salary payment', reference, after: amount, detail });
}

export const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
