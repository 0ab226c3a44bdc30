import type { AttendanceCell, MonthAttendance } from '../../../modules/hrd/domain/hrd-types';
import { attendanceDaysOf } from '../hrd-store';

/**
 * A month's attendance per employee and day, as the salary statement and the reports read it (issue 19): the saved
 * rows (SetHRDAppointment's replace-all days). The attendance area extends it with what shifts, punches, holidays and
 * approved leave propose for days not saved (`saved: false`).
 */
export async function monthAttendance(companyCode: number, month: string): Promise<MonthAttendance> {
  const grid: MonthAttendance = new Map();
  for (const day of await attendanceDaysOf(companyCode, month)) {
    for (const row of day.rows) {
      const cell: AttendanceCell = { attendance: row.attendance, ot: row.ot, late: row.late, saved: true };
      const days = grid.get(row.empno) ?? new Map<string, AttendanceCell>();
      days.set(row.dat, cell);
      grid.set(row.empno, days);
    }
  }
  return grid;
}
