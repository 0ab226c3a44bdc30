import type { SalaryLine, SalaryMonth } from './payroll-types';
import type { HrdEmployee } from './employee-types';
import { lineAddsUp } from './payment-voucher';
import { salaryMonthName } from './salary-month';

/** What a payment asks for (setSalaryPayment), with the stored month and lines it is judged against. */
export interface PaymentAsk {
  month: string;
  dat: string;
  today: string;
  mode: 'BANK' | 'CASH';
  /** Employee record ids; empty = every unpaid line. */
  empnos: readonly number[];
  salaryMonth: SalaryMonth | undefined;
  lines: readonly SalaryLine[];
  employees: ReadonlyMap<number, HrdEmployee>;
}

/** The employee has the account number and IFSC a bank transfer needs. */
export const hasBankAccount = (employee: HrdEmployee | undefined) =>
  Boolean(employee?.sbAc.trim() && employee.bankifscno.trim());

/**
 * The lines a payment pays, or why it is refused (in this order): no statement; not locked; everything already paid;
 * a date outside the month's start to today; an employee without a line or already paid ("<name> is already paid for
 * <Month yyyy> by <SPY...>"); nothing to pay; a line that does not add up; a bank payment to an employee with no bank
 * account (cash to a bank-mode employee is allowed).
 */
export function linesToPay(ask: PaymentAsk): { lines: SalaryLine[] } | { refusal: string } {
  const label = salaryMonthName(ask.month);
  if (ask.lines.length === 0) return { refusal: `There is no salary statement for ${label}.` };
  if (!ask.salaryMonth?.locked)
    return { refusal: `The salary statement of ${label} is not locked: lock it before paying.` };
  if (ask.lines.every((line) => line.paymentSeq)) return { refusal: `The salaries of ${label} are already paid` };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ask.dat)) return { refusal: 'Give the date of the payment.' };
  if (ask.dat < `${ask.month}-01`) return { refusal: `The payment date cannot be before ${label}.` };
  if (ask.dat > ask.today) return { refusal: 'The payment date cannot be after today.' };
  const byEmpno = new Map(ask.lines.map((line) => [line.empno, line]));
  let chosen: SalaryLine[];
  if (ask.empnos.length === 0) chosen = ask.lines.filter((line) => !line.paymentSeq);
  else {
    chosen = [];
    for (const empno of new Set(ask.empnos)) {
      const line = byEmpno.get(empno);
      if (!line)
        return {
          refusal: `${ask.employees.get(empno)?.empname ?? `Employee ${empno}`} has no salary line in ${label}.`,
        };
      if (line.paymentSeq) return { refusal: `${line.empname} is already paid for ${label} by ${line.paymentSeq}` };
      chosen.push(line);
    }
  }
  if (chosen.length === 0) return { refusal: 'Select the employees to pay.' };
  const broken = chosen.find((line) => !lineAddsUp(line));
  if (broken)
    return {
      refusal: `The salary of ${broken.empname} does not add up (gross less deductions is not the net pay): run the statement of ${label} again.`,
    };
  if (ask.mode === 'BANK') {
    const unbanked = chosen.find((line) => !hasBankAccount(ask.employees.get(line.empno)));
    if (unbanked)
      return {
        refusal: `${unbanked.empname} has no bank account and IFSC in the employee master: pay by cash, or add the account first.`,
      };
  }
  return { lines: chosen };
}
