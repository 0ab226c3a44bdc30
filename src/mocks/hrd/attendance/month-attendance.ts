import type { AttendanceCell, MonthAttendance } from '../../../modules/hrd/domain/attendance-types';
import { hrdToday } from '../hrd-session';
import { ensureAttendanceSeeded } from './attendance-seed';
import { employeeMonth } from './month-grid';
import { monthSituation } from './month-situation';

/**
 * A month's attendance per employee and day, as the salary statement and the reports read it: each day's
 * saved row (SetHRDAppointment's replace-all days, `saved: true`), else what the shift, punches, holidays and
 * approved leave propose (`saved: false`); nothing after today or outside the employee's service. Employees in
 * service on some day of the month only. The month's punches, leaves and holidays are read once.
 */
export async function monthAttendance(companyCode: number, month: string): Promise<MonthAttendance> {
  await ensureAttendanceSeeded(companyCode);
  const situation = await monthSituation(companyCode, month);
  const today = hrdToday();
  const grid: MonthAttendance = new Map();
  for (const employee of situation.employees) {
    const days = new Map<string, AttendanceCell>();
    employeeMonth(situation, employee, today).forEach((cell, index) => cell && days.set(situation.days[index]!, cell));
    grid.set(employee.recordId, days);
  }
  return grid;
}
