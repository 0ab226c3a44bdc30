import type { AdvanceSkip, HrdAdvance, SalaryLine, SalaryProblem } from './payroll-types';
import type { HrdLeaveType, MonthAttendance } from './attendance-types';
import type { HrdAllowanceDeduction, HrdAllowanceDeductionRange } from './pay-head-types';
import type { HrdEmployee } from './employee-types';
import { payContext } from './pay-context';
import { computeLine } from './salary-line';
import { inputsHash } from './salary-hash';
import { firstDay, lastDay, salaryMonthName } from './salary-month';

/** Everything a month's run reads, as plain arrays (the demo backend reads them once; a bench can build them). */
export interface StatementInput {
  month: string;
  /** The company's state (professional tax slabs). */
  state: string;
  /** A department's record id to run for, or null for every department. */
  department: number | null;
  employees: readonly HrdEmployee[];
  heads: readonly HrdAllowanceDeduction[];
  ranges: readonly HrdAllowanceDeductionRange[];
  leaveTypes: readonly HrdLeaveType[];
  attendance: MonthAttendance;
  advances: readonly HrdAdvance[];
  skips: readonly AdvanceSkip[];
  /** The month's stored lines (a re-run keeps those whose inputs did not change, and every paid one). */
  previous: readonly SalaryLine[];
  computedAt: string;
}

export interface StatementResult {
  /** Every line of the run's employees after it: kept or new. */
  lines: SalaryLine[];
  /** The lines computed anew (inputs changed or no line yet): what to write. */
  changed: SalaryLine[];
  /** Lines kept as stored: same inputs, or paid. */
  unchanged: number;
  /** Unpaid stored lines of employees no longer in service in the month: to delete. */
  removed: SalaryLine[];
  problems: SalaryProblem[];
}

/** Was the employee in service on any day of the month? */
export const inServiceInMonth = (employee: HrdEmployee, month: string) =>
  Boolean(employee.doj) &&
  employee.doj <= lastDay(month) &&
  (!employee.serviceClosing || employee.serviceClosing.lastWorkingDay >= firstDay(month));

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const list = groups.get(id);
    if (list) list.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/**
 * A month's salary statement, pure over arrays: one line per employee in service in the month (of the department, when
 * given). A paid line (paymentSeq set) is kept as it is; an unpaid line whose inputsHash is unchanged is kept with its
 * computedAt; the rest are computed. Problems are listed per employee and the line is still computed.
 */
export function computeStatement(input: StatementInput): StatementResult {
  const context = payContext(input);
  const advances = groupBy(input.advances, (row) => row.empno);
  const skips = groupBy(
    input.skips.filter((skip) => skip.month === input.month),
    (skip) => skip.empno,
  );
  const stored = new Map(input.previous.filter((line) => line.month === input.month).map((line) => [line.empno, line]));
  const inScope = (employee: HrdEmployee) => input.department === null || employee.department === input.department;
  const result: StatementResult = { lines: [], changed: [], unchanged: 0, removed: [], problems: [] };
  const running = new Set<number>();
  for (const employee of input.employees) {
    if (!inScope(employee) || !inServiceInMonth(employee, input.month)) continue;
    running.add(employee.recordId);
    const before = stored.get(employee.recordId);
    if (before?.paymentSeq) {
      result.lines.push(before);
      result.unchanged += 1;
      continue;
    }
    const inputs = {
      employee,
      cells: input.attendance.get(employee.recordId),
      advances: advances.get(employee.recordId) ?? [],
      skips: skips.get(employee.recordId) ?? [],
    };
    const hash = inputsHash(employee, context, inputs.cells, inputs.advances, inputs.skips);
    const { line, problems } = computeLine(inputs, context, input.computedAt, hash);
    for (const problem of problems)
      result.problems.push({ empno: employee.recordId, empCode: employee.empno, empname: employee.empname, problem });
    if (before && before.inputsHash === hash) {
      result.lines.push(before);
      result.unchanged += 1;
    } else {
      result.lines.push(line);
      result.changed.push(line);
    }
  }
  const byId = new Map(input.employees.map((employee) => [employee.recordId, employee]));
  for (const line of stored.values()) {
    const employee = byId.get(line.empno);
    if (
      running.has(line.empno) ||
      (employee && !inScope(employee)) ||
      (!employee && input.department !== null && line.department !== input.department)
    )
      continue;
    if (line.paymentSeq) continue;
    result.removed.push(line);
    result.problems.push({
      empno: line.empno,
      empCode: line.empCode,
      empname: line.empname,
      problem: `Not in service in ${salaryMonthName(input.month)}: the line computed before is removed.`,
    });
  }
  return result;
}
