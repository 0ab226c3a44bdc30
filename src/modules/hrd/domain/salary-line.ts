import { fromPaise, toPaise } from '../../../lib/money/money';
import { advanceRecovery } from './advance-rules';
import type { AdvanceSkip, HrdAdvance, SalaryComponent, SalaryLine } from './payroll-types';
import type { AttendanceCell } from './attendance-types';
import type { HrdEmployee } from './employee-types';
import type { PayContext } from './pay-context';
import { paidDaysOf } from './pay-days';
import { deductionsOf } from './pay-deductions';
import { earningsOf } from './pay-earnings';
import { inputsHash } from './salary-hash';
import { lastDay, salaryMonthName } from './salary-month';
import { netOf, type NetDeduction } from './salary-net';

/** One employee's inputs for a month (the employee's own rows only: the run groups them once). */
export interface LineInputs {
  employee: HrdEmployee;
  cells: ReadonlyMap<string, AttendanceCell> | undefined;
  advances: HrdAdvance[];
  skips: AdvanceSkip[];
}

export interface ComputedLine {
  line: SalaryLine;
  /** What is wrong with the employee's line (reported; the line is still computed). */
  problems: string[];
}

/**
 * The problems known before computing: no structure, a bank payment without its account, no attendance, not in service.
 */
export function masterProblems(employee: HrdEmployee, month: string, marked: number): string[] {
  const problems: string[] = [];
  if (!(Number(employee.basicPay) > 0)) problems.push('No salary structure: the basic pay is not set.');
  if (employee.modeofPay === 1) {
    const missing = [employee.sbAc?.trim() ? '' : 'account number', employee.bankifscno?.trim() ? '' : 'IFSC'].filter(
      Boolean,
    );
    if (missing.length > 0) problems.push(`Paid by bank without the bank ${missing.join(' and ')}.`);
  }
  const closing = employee.serviceClosing?.lastWorkingDay ?? null;
  if (!employee.doj || employee.doj > lastDay(month) || (closing !== null && closing < `${month}-01`))
    problems.push(`Not in service in ${salaryMonthName(month)}.`);
  else if (marked === 0) problems.push(`No attendance in ${salaryMonthName(month)}.`);
  return problems;
}

const component = (allowanceId: number, name: string, amount: number): SalaryComponent => ({
  allowanceId,
  name,
  amount: fromPaise(amount),
});

/** An employee's salary line of the month (amounts in rupees on the line, computed in paise). */
export function computeLine(inputs: LineInputs, context: PayContext, computedAt: string, hash?: string): ComputedLine {
  const { employee } = inputs;
  const days = paidDaysOf(
    inputs.cells,
    context.month,
    employee.doj ?? '',
    employee.serviceClosing?.lastWorkingDay ?? null,
    context.paidLeave,
  );
  const problems = masterProblems(employee, context.month, days.marked);
  const earned = earningsOf(employee, context, days);
  const taken = deductionsOf(employee, context, days, earned);
  const cycles = [...earned.cycles, ...taken.cycles];
  if (cycles.length > 0)
    problems.push(`The pay heads ${[...new Set(cycles)].join(', ')} are computed on themselves: counted 0.`);
  const advanceHead = context.advanceHead;
  const recovery = toPaise(advanceRecovery(inputs.advances, inputs.skips, employee.recordId, context.month));
  const statutory = new Set(['PF', 'ESI', 'PT']);
  const rows: NetDeduction[] = taken.deductions.map((row) => ({
    key: row.head.recordId,
    name: row.head.allowance,
    amount: row.amount,
    kind: statutory.has(row.head.statutory) ? 'STATUTORY' : 'OTHER',
  }));
  if (recovery > 0)
    rows.push({
      key: advanceHead?.recordId ?? 0,
      name: advanceHead?.allowance ?? 'Salary advance recovery',
      amount: recovery,
      kind: 'ADV',
    });
  const net = netOf(earned.gross, rows);
  if (net.note) problems.push(`${net.note}.`);
  const pf = taken.pf;
  const esi = taken.esi;
  const adv = net.taken.find((row) => row.kind === 'ADV')?.amount ?? 0;
  const byKey = new Map(net.taken.map((row) => [row.key, row.amount]));
  const line: SalaryLine = {
    month: context.month,
    empno: employee.recordId,
    empCode: employee.empno,
    empname: employee.empname,
    department: employee.department,
    designation: employee.designation,
    daysInMonth: days.daysInMonth,
    paidDays: days.paidDays,
    lopDays: days.lopDays,
    basic: fromPaise(earned.basic),
    earnings: earned.earnings.map((row) => component(row.head.recordId, row.head.allowance, row.amount)),
    gross: fromPaise(earned.gross),
    deductions: net.taken.map((row) => component(row.key, row.name, row.amount)),
    pfWages: fromPaise(pf?.wages ?? 0),
    pfEmployee: fromPaise(
      byKey.get(taken.deductions.find((row) => row.head.statutory === 'PF')?.head.recordId ?? -1) ?? 0,
    ),
    epfEmployer: fromPaise(pf?.epf ?? 0),
    epsEmployer: fromPaise(pf?.eps ?? 0),
    esiEmployee: fromPaise(
      byKey.get(taken.deductions.find((row) => row.head.statutory === 'ESI')?.head.recordId ?? -1) ?? 0,
    ),
    esiEmployer: fromPaise(esi?.employer ?? 0),
    pt: fromPaise(byKey.get(taken.deductions.find((row) => row.head.statutory === 'PT')?.head.recordId ?? -1) ?? 0),
    advanceRecovery: fromPaise(adv),
    totalDeductions: fromPaise(net.total),
    net: fromPaise(net.net),
    inputsHash: hash ?? inputsHash(employee, context, inputs.cells, inputs.advances, inputs.skips),
    computedAt,
    paymentSeq: '',
  };
  return { line, problems };
}
