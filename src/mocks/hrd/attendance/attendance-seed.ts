import { monthBefore } from '../../../modules/hrd/domain/attendance-dates';
import { seedOnce } from '../../core/record-store';
import { inServiceOn } from '../../core/people/hrd-masters';
import { hrdToday } from '../hrd-session';
import { HRD_STORE, type AttendanceDay } from '../hrd-store';
import { employeeMonth } from './month-grid';
import { indexPunches, monthSituation, type MonthSituation } from './month-situation';

/** A repeatable scramble (the same company, employee and day always give the same punches). */
function mix(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}
const time = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/**
 * The punches a month would have had: of every 40 days about 1 absent, 1 in without an out, 3 late beyond the grace,
 * 3 with overtime, 1 short (a half day); the rest on time, out at the shift's end.
 */
function monthPunches(companyCode: number, situation: MonthSituation) {
  const rows: Array<{ empId: number; dat: string; fromTime: string; toTime: string }> = [];
  for (const employee of situation.employees) {
    const shift = situation.shifts.get(employee.shift);
    const start = minutesOf(shift?.startTime ?? '09:30');
    const end = minutesOf(shift?.endTime ?? '18:30');
    situation.days.forEach((dat, index) => {
      if (!inServiceOn(employee, dat)) return;
      const r = mix(companyCode * 7919 + employee.recordId * 104729 + index * 31);
      const kind = r % 40;
      if (kind === 0) return;
      const grace = shift?.graceMinutes ?? 10;
      const early = (r >>> 8) % 10;
      const fromTime = time(kind >= 2 && kind <= 4 ? start + grace + 1 + ((r >>> 8) % 40) : start - early);
      const toTime =
        kind === 1
          ? ''
          : time(
              kind >= 5 && kind <= 7
                ? end + 30 + ((r >>> 12) % 120)
                : kind === 8
                  ? start + 120
                  : end + ((r >>> 12) % 15),
            );
      rows.push({ empId: employee.recordId, dat, fromTime, toTime });
    });
  }
  return rows;
}

/**
 * The saved attendance of the month before last: each day's replace-all list, as the proposal rules make it of that
 * month.
 */
async function seedRows(companyCode: number) {
  const today = hrdToday();
  const month = monthBefore(today.slice(0, 7), 2);
  const bare = await monthSituation(companyCode, month, []);
  const situation: MonthSituation = {
    ...bare,
    saved: new Map(),
    punches: indexPunches(monthPunches(companyCode, bare)),
  };
  const days: AttendanceDay[] = situation.days.map((dat) => ({
    dat,
    rows: [],
    savedBy: 'ADMIN',
    savedAt: `${dat} 19:00:00`,
  }));
  for (const employee of situation.employees) {
    employeeMonth(situation, employee, today).forEach((cell, index) => {
      if (!cell) return;
      const day = days[index]!;
      day.rows.push({
        lineId: day.rows.length + 1,
        empno: employee.recordId,
        dat: day.dat,
        attendance: cell.attendance,
        ot: cell.ot,
        late: cell.late,
      });
    });
  }
  return days.filter((day) => day.rows.length > 0).map((day) => ({ id: day.dat, data: day }));
}

/** Seeds the saved attendance once per company (never again: a day deleted or replaced stays so). */
export const ensureAttendanceSeeded = (companyCode: number) =>
  seedOnce(HRD_STORE.attendance, companyCode, () => seedRows(companyCode));
