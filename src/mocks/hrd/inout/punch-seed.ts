import { addDays, format, parseISO, subMonths } from 'date-fns';
import type { HrdHoliday, HrdInOut, HrdShift } from '../../../modules/hrd/domain/attendance-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { seedOnce } from '../../core/record-store';
import { employeesOf, holidaysOf, inServiceOn, shiftsOf } from '../../core/people/hrd-masters';
import { hrdToday } from '../hrd-session';
import { HRD_STORE } from '../hrd-store';

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
/** A shift for an employee whose shift code is not in the master. */
const FALLBACK: Pick<HrdShift, 'code' | 'startTime' | 'endTime' | 'weeklyOff' | 'nightShift'> = {
  code: 'GEN',
  startTime: '09:30',
  endTime: '18:30',
  weeklyOff: 'SUN',
  nightShift: false,
};

/** The id of a stored punch: a day reads as one key range. */
export const punchId = (dat: string, lineid: number) => `${dat}|${String(lineid).padStart(9, '0')}`;

/** A repeatable scramble (no Math.random: the same company always gets the same punches). */
function mix(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => {
  const day = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(day / 60)).padStart(2, '0')}:${String(day % 60).padStart(2, '0')}`;
};

/**
 * The weekly off of an employee: the shift's, or on a rotating (ROT) shift a weekday fixed by the employee's record id.
 */
export const weeklyOffOf = (shift: Pick<HrdShift, 'weeklyOff'>, recordId: number) =>
  shift.weeklyOff === 'ROT' ? WEEKDAYS[recordId % 7]! : shift.weeklyOff;

/**
 * The punches of the employees in service from the first of last month to yesterday, following each one's shift:
 * none on the weekly off and holidays; about one working day in 25 absent, one in 9 late (12 to 45 minutes), one in 7
 * with overtime (1 to 2.5 hours), one in 30 leaving at half the shift and one in 40 without a punch out.
 */
export function punchSeed(
  employees: readonly HrdEmployee[],
  shifts: readonly HrdShift[],
  holidays: readonly HrdHoliday[],
  today: string,
  companyCode: number,
): HrdInOut[] {
  const byCode = new Map(shifts.map((shift) => [shift.code, shift]));
  const holidayDays = new Set(holidays.map((holiday) => holiday.dat));
  const rows: HrdInOut[] = [];
  let lineid = 0;
  for (
    let day = format(subMonths(parseISO(today), 1), 'yyyy-MM-01');
    day < today;
    day = format(addDays(parseISO(day), 1), 'yyyy-MM-dd')
  ) {
    if (holidayDays.has(day)) continue;
    const weekday = WEEKDAYS[parseISO(day).getDay()]!;
    for (const employee of employees) {
      if (!inServiceOn(employee, day)) continue;
      const shift = byCode.get(employee.shift) ?? shifts[0] ?? FALLBACK;
      if (weeklyOffOf(shift, employee.recordId) === weekday) continue;
      const r = mix(companyCode * 7919 + employee.recordId * 104729 + Number(day.replaceAll('-', '')));
      if (r % 25 === 0) continue;
      const start = minutesOf(shift.startTime);
      const length = (minutesOf(shift.endTime) - start + 1440) % 1440 || 1440;
      const late = r % 9 === 1;
      const inAt = late ? start + 12 + ((r >>> 4) % 34) : start - ((r >>> 4) % 13);
      const overtime = r % 7 === 2 ? 60 + 30 * ((r >>> 8) % 4) : 0;
      const outAt = r % 30 === 3 ? start + Math.floor(length / 2) : start + length + overtime + ((r >>> 12) % 16);
      lineid += 1;
      const open = r % 40 === 5;
      rows.push({
        lineid,
        empId: employee.recordId,
        dat: day,
        fromTime: timeOf(inAt),
        toTime: open ? '' : timeOf(outAt),
        pos: open ? 1 : 0,
        source: 'DEVICE',
      });
    }
  }
  return rows;
}

/** Puts the company's starting punches in place once (one transaction), before any in/out read or write. */
export async function ensurePunches(companyCode: number): Promise<void> {
  await seedOnce(HRD_STORE.punches, companyCode, async () => {
    const [employees, shifts, holidays] = await Promise.all([
      employeesOf(companyCode),
      shiftsOf(companyCode),
      holidaysOf(companyCode),
    ]);
    return punchSeed(employees, shifts, holidays, hrdToday(), companyCode).map((row) => ({
      id: punchId(row.dat, row.lineid),
      data: row,
    }));
  });
}
