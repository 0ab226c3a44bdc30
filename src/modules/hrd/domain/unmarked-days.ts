import type { MonthAttendance } from './attendance-types';
import type { HrdEmployee } from './employee-types';
import { daysOf } from './salary-month';

/** An employee's days in service in the month with no attendance, neither saved nor proposed from shifts or punches. */
export interface UnmarkedDays {
  empno: number;
  empCode: string;
  empname: string;
  /** yyyy-MM-dd, in order. */
  days: string[];
}

/**
 * Who has unmarked days in the month, and which: a run pays an unmarked day as loss of pay, so these are said before
 * running (a run in the middle of the month, attendance not yet entered). Employees in order of their code.
 */
export function unmarkedDaysOf(
  employees: readonly HrdEmployee[],
  attendance: MonthAttendance,
  month: string,
  inScope: (employee: HrdEmployee) => boolean,
): UnmarkedDays[] {
  const days = daysOf(month);
  const found: UnmarkedDays[] = [];
  for (const employee of employees) {
    if (!inScope(employee) || !employee.doj) continue;
    const last = employee.serviceClosing?.lastWorkingDay ?? null;
    const cells = attendance.get(employee.recordId);
    const missing = days.filter((day) => day >= employee.doj && (last === null || day <= last) && !cells?.has(day));
    if (missing.length > 0)
      found.push({ empno: employee.recordId, empCode: employee.empno, empname: employee.empname, days: missing });
  }
  return found.sort((a, b) => a.empCode.localeCompare(b.empCode, undefined, { numeric: true }));
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayAndMonth = (day: string) => `${Number(day.slice(8, 10))} ${SHORT_MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}`;
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Days (yyyy-MM-dd, in order) as runs a person reads: "3 Nov, 26–30 Nov". */
export function dayRuns(days: readonly string[]): string {
  const runs: Array<[string, string]> = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && nextDay(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs
    .map(([from, to]) => (from === to ? dayAndMonth(from) : `${Number(from.slice(8, 10))}–${dayAndMonth(to)}`))
    .join(', ');
}
