import { addDays, format, parseISO } from 'date-fns';
import type { HrdLeaveApplication } from '../../../modules/hrd/domain/attendance-types';
import { readRecord, writeRecords } from '../../core/record-store';
import { HRD_STORE, type AttendanceDay } from '../hrd-store';

/**
 * An approved leave written into the attendance days already saved that it covers: the employee's cell becomes the
 * leave code (no overtime, no late), added when the day's list lacks the employee. Unsaved days need nothing: the
 * attendance grid proposes approved leave by itself. Returns the days changed.
 */
export async function writeLeaveIntoAttendance(
  companyCode: number,
  leave: HrdLeaveApplication,
  leaveCode: string,
  by: string,
  at: string,
): Promise<string[]> {
  const changed: Array<{ id: string; data: AttendanceDay }> = [];
  for (let dat = leave.leaveFrom; dat <= leave.leaveTo; dat = format(addDays(parseISO(dat), 1), 'yyyy-MM-dd')) {
    const day = await readRecord<AttendanceDay>(HRD_STORE.attendance, companyCode, dat);
    if (!day) continue;
    const cell = { empno: leave.empno, dat, attendance: leaveCode, ot: '', late: '' };
    const found = day.rows.some((row) => row.empno === leave.empno);
    const nextLine = day.rows.reduce((max, row) => Math.max(max, row.lineId), 0) + 1;
    const rows = found
      ? day.rows.map((row) => (row.empno === leave.empno ? { ...row, ...cell } : row))
      : [...day.rows, { lineId: nextLine, ...cell }];
    changed.push({ id: dat, data: { ...day, rows, savedBy: by, savedAt: at } });
  }
  if (changed.length > 0) await writeRecords(HRD_STORE.attendance, companyCode, changed);
  return changed.map((row) => row.id);
}
