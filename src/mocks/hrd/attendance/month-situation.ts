import { attendanceCodes, codeIndex, type AttendanceCodeInfo } from '../../../modules/hrd/domain/attendance-codes';
import { daysOfMonth, weekdayOf } from '../../../modules/hrd/domain/attendance-dates';
import type { DayPunch } from '../../../modules/hrd/domain/attendance-proposal';
import { assignmentsByEmployee } from '../../../modules/hrd/domain/attendance-shift';
import type { HrdLeaveApplication, HrdShift, ShiftAssignment } from '../../../modules/hrd/domain/attendance-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { employeesOf, holidaysOf, leaveTypesOf, shiftsOf } from '../../core/people/hrd-masters';
import { attendanceDaysOf, leavesOf, punchesFrom, shiftAssignmentsOf, type AttendanceDay } from '../hrd-store';

/** Everything a month's proposals read, each read once and indexed by employee (5,000 staff × 31 days stay fast). */
export interface MonthSituation {
  month: string;
  days: string[];
  weekdays: number[];
  /** Employees in service on at least one day of the month, by record id order. */
  employees: HrdEmployee[];
  shifts: Map<string, HrdShift>;
  holidays: Set<string>;
  codes: AttendanceCodeInfo[];
  codeByCode: Map<string, AttendanceCodeInfo>;
  /** employee id → day → the day's punches. */
  punches: Map<number, Map<string, DayPunch[]>>;
  /** employee id → approved leaves touching the month, with their codes. */
  leaves: Map<number, Array<{ from: string; to: string; code: string }>>;
  assignments: Map<number, ShiftAssignment[]>;
  /** The saved days: day → employee id → row. */
  saved: Map<string, Map<number, AttendanceDay['rows'][number]>>;
}

/** In service on some day of the month: joined by its last day, not closed before its first. */
export const inServiceInMonth = (employee: HrdEmployee, days: readonly string[]) =>
  employee.doj <= days[days.length - 1]! &&
  (!employee.serviceClosing || employee.serviceClosing.lastWorkingDay >= days[0]!);

export function indexPunches(rows: ReadonlyArray<{ empId: number; dat: string; fromTime: string; toTime: string }>) {
  const byEmployee = new Map<number, Map<string, DayPunch[]>>();
  for (const row of rows) {
    const days = byEmployee.get(row.empId) ?? new Map<string, DayPunch[]>();
    const list = days.get(row.dat) ?? [];
    list.push({ fromTime: row.fromTime, toTime: row.toTime ?? '' });
    days.set(row.dat, list);
    byEmployee.set(row.empId, days);
  }
  return byEmployee;
}

function indexLeaves(rows: readonly HrdLeaveApplication[], days: readonly string[], codeOfLeave: Map<number, string>) {
  const byEmployee = new Map<number, Array<{ from: string; to: string; code: string }>>();
  for (const row of rows) {
    if (row.approvalStatus !== 1 || row.leaveTo < days[0]! || row.leaveFrom > days[days.length - 1]!) continue;
    const code = codeOfLeave.get(row.leaveId);
    if (!code) continue;
    const list = byEmployee.get(row.empno) ?? [];
    list.push({ from: row.leaveFrom, to: row.leaveTo, code });
    byEmployee.set(row.empno, list);
  }
  return byEmployee;
}

/** Reads the month (`yyyy-MM`): masters, punches, approved leaves, shift assignments and saved days. */
export async function monthSituation(
  companyCode: number,
  month: string,
  punchRows?: ReadonlyArray<{ empId: number; dat: string; fromTime: string; toTime: string }>,
): Promise<MonthSituation> {
  const days = daysOfMonth(month);
  const [employees, shifts, holidays, leaveTypes, leaves, assignments, savedDays, punches] = await Promise.all([
    employeesOf(companyCode),
    shiftsOf(companyCode),
    holidaysOf(companyCode),
    leaveTypesOf(companyCode),
    leavesOf(companyCode),
    shiftAssignmentsOf(companyCode),
    attendanceDaysOf(companyCode, month),
    punchRows ? Promise.resolve(punchRows) : punchesFrom(companyCode, month),
  ]);
  const codes = attendanceCodes(leaveTypes);
  const saved = new Map(savedDays.map((day) => [day.dat, new Map(day.rows.map((row) => [row.empno, row]))]));
  return {
    month,
    days,
    weekdays: days.map(weekdayOf),
    employees: employees.filter((employee) => inServiceInMonth(employee, days)),
    shifts: new Map(shifts.map((shift) => [shift.code, shift])),
    holidays: new Set(holidays.map((holiday) => holiday.dat)),
    codes,
    codeByCode: codeIndex(codes),
    punches: indexPunches(punches),
    leaves: indexLeaves(leaves, days, new Map(leaveTypes.map((type) => [type.recordId, type.leaveCode.toUpperCase()]))),
    assignments: assignmentsByEmployee(assignments),
    saved,
  };
}
