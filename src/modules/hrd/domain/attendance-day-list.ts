import type { GridRow } from './attendance-edit';
import type { HrdAttendance } from './attendance-types';

/** The body of SetHRDAppointment (contract: it saves a day's attendance, replace-all). */
export interface AttendanceDayBody {
  dat: string;
  attendances: HrdAttendance[];
}

/**
 * A day's full replace-all list: every grid employee's non-empty cell of that day (saved, proposed or typed), then the
 * saved rows of employees the grid does not show (another department), so saving one department keeps the others.
 * Line ids run from 1.
 */
export function dayList(
  dat: string,
  col: number,
  employeeIds: readonly number[],
  rows: readonly GridRow[],
  others: ReadonlyArray<Omit<HrdAttendance, 'lineId' | 'dat'>> = [],
): AttendanceDayBody {
  const shown = new Set(employeeIds);
  const mine = employeeIds.flatMap((empno, index) => {
    const cell = rows[index]?.[col];
    return cell && cell.attendance !== '' ? [{ empno, attendance: cell.attendance, ot: cell.ot, late: cell.late }] : [];
  });
  const rest = others.filter((row) => !shown.has(row.empno) && row.attendance !== '');
  return {
    dat,
    attendances: [...mine, ...rest].map((row, index) => ({
      lineId: index + 1,
      empno: row.empno,
      dat,
      attendance: row.attendance,
      ot: row.ot,
      late: row.late,
    })),
  };
}
