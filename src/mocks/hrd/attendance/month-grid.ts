import { isWeeklyOff, proposeDay } from '../../../modules/hrd/domain/attendance-proposal';
import { shiftOn } from '../../../modules/hrd/domain/attendance-shift';
import type { AttendanceCell } from '../../../modules/hrd/domain/attendance-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import type { MonthSituation } from './month-situation';

const NO_PUNCHES: never[] = [];

/**
 * One employee's month: each day's saved row, else the proposal (saved: false); null on a day with neither (after
 * today, or outside the employee's service). Runs for every employee of a month: lookups are hoisted out of the day
 * loop.
 */
export function employeeMonth(
  situation: MonthSituation,
  employee: HrdEmployee,
  today: string,
): Array<AttendanceCell | null> {
  const id = employee.recordId;
  const punches = situation.punches.get(id);
  const leaves = situation.leaves.get(id);
  const assignments = situation.assignments.get(id);
  const fixedShift = assignments ? undefined : situation.shifts.get(employee.shift);
  const last = employee.serviceClosing?.lastWorkingDay ?? '9999-12-31';
  const { days, weekdays, saved, holidays } = situation;
  const cells: Array<AttendanceCell | null> = new Array<AttendanceCell | null>(days.length);
  for (let index = 0; index < days.length; index += 1) {
    const dat = days[index]!;
    const row = saved.size > 0 ? saved.get(dat)?.get(id) : undefined;
    if (row) {
      cells[index] = { attendance: row.attendance, ot: row.ot, late: row.late, saved: true };
      continue;
    }
    if (dat < employee.doj || dat > last || dat > today) {
      cells[index] = null;
      continue;
    }
    const shift = fixedShift ?? situation.shifts.get(shiftOn(employee.shift, assignments, dat));
    let leaveCode = '';
    if (leaves) for (const leave of leaves) if (leave.from <= dat && leave.to >= dat) leaveCode = leave.code;
    cells[index] = proposeDay({
      dat,
      today,
      holiday: holidays.has(dat),
      weeklyOff: isWeeklyOff(shift?.weeklyOff, weekdays[index]!, id),
      leaveCode,
      punches: punches?.get(dat) ?? NO_PUNCHES,
      shift,
    });
  }
  return cells;
}
