import type { HrdHoliday, HrdShift } from '../../../modules/hrd/domain/attendance-types';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { punchSeed, weeklyOffOf } from './punch-seed';

const shift = (
  code: string,
  startTime: string,
  endTime: string,
  weeklyOff: HrdShift['weeklyOff'],
  nightShift = false,
): HrdShift => ({
  code,
  name: code,
  startTime,
  endTime,
  graceMinutes: 10,
  breakMinutes: 30,
  nightShift,
  weeklyOff,
  active: true,
});
const employee = (recordId: number, shiftCode: string, doj = '2020-01-01', lastWorkingDay: string | null = null) =>
  ({
    recordId,
    empno: `EMP-${recordId}`,
    empname: `E${recordId}`,
    doj,
    shift: shiftCode,
    serviceClosing: lastWorkingDay ? { dat: lastWorkingDay, lastWorkingDay, reason: '', closedBy: '' } : null,
  }) as unknown as HrdEmployee;

describe('punchSeed', () => {
  // Today Wednesday 2025-04-16: from 2025-03-01 to 2025-04-15.
  const shifts = [shift('GEN', '09:30', '18:30', 'SUN'), shift('NGT', '22:00', '06:00', 'ROT', true)];
  const holidays: HrdHoliday[] = [{ recordId: 1, dat: '2025-03-14', description: 'Holi' }];
  const rows = punchSeed(
    [
      employee(1, 'GEN'),
      employee(2, 'NGT'),
      employee(3, 'GEN', '2025-04-10'),
      employee(4, 'GEN', '2020-01-01', '2025-03-05'),
    ],
    shifts,
    holidays,
    '2025-04-16',
    1002,
  );

  it('from the first of last month to yesterday, never on the weekly off, a holiday, before joining or after leaving', () => {
    expect(rows.every((row) => row.dat >= '2025-03-01' && row.dat <= '2025-04-15')).toBe(true);
    expect(rows.some((row) => row.dat === '2025-03-14')).toBe(false);
    expect(rows.filter((row) => row.empId === 1).some((row) => new Date(`${row.dat}T00:00:00`).getDay() === 0)).toBe(
      false,
    );
    expect(weeklyOffOf(shifts[1]!, 2)).toBe('TUE');
    expect(rows.filter((row) => row.empId === 2).some((row) => new Date(`${row.dat}T00:00:00`).getDay() === 2)).toBe(
      false,
    );
    expect(rows.filter((row) => row.empId === 3).every((row) => row.dat >= '2025-04-10')).toBe(true);
    expect(rows.filter((row) => row.empId === 4).every((row) => row.dat <= '2025-03-05')).toBe(true);
    // 46 days less 7 Sundays (2, 9, 16, 23, 30 March; 6, 13 April) and Holi: 38 working days, a few of them absent.
    const days = rows.filter((row) => row.empId === 1).length;
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThanOrEqual(38);
  });

  it('follows the shift: near its start, out near its end (a night shift out the next morning), some late, some overtime', () => {
    const general = rows.filter((row) => row.empId === 1 && row.toTime);
    expect(general.every((row) => row.fromTime >= '09:00' && row.fromTime <= '10:15')).toBe(true);
    const night = rows.filter((row) => row.empId === 2 && row.toTime);
    expect(night.every((row) => row.fromTime >= '21:45' || row.fromTime <= '00:46')).toBe(true);
    expect(night.filter((row) => row.fromTime >= '21:45').every((row) => row.toTime < '12:00')).toBe(true);
    const all = rows.filter((row) => row.toTime);
    expect(all.some((row) => row.empId !== 2 && row.fromTime > '09:41')).toBe(true);
    expect(new Set(rows.map((row) => row.lineid)).size).toBe(rows.length);
    expect(punchSeed([employee(1, 'GEN')], shifts, holidays, '2025-04-16', 1002)).toEqual(
      punchSeed([employee(1, 'GEN')], shifts, holidays, '2025-04-16', 1002),
    );
  });
});
