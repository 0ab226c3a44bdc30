import { describe, expect, it } from 'vitest';
import { attendancePercent, daysOfMonth, monthGrid, schoolDaysBetween, topAttendance } from './attendance-month';
import type { AttendanceRegister, RollPupil } from './student-records';

const pupil = (admissionNo: string, name: string, classCode = 'VIII-A'): RollPupil => ({
  admissionNo,
  name,
  classCode,
  gender: 'M',
});

const ROLL = [
  pupil('1043', 'Kabir Nair'),
  pupil('1041', 'Aditi Rao'),
  pupil('1042', 'Riya Shah'),
  pupil('1050', 'Meera Iyer', 'VIII-B'),
];

// March 2026: Sundays 1, 8, 15, 22 and 29; Holi on Wednesday the 4th.
const HOLIDAYS = new Map([['2026-03-04', 'Holi']]);

const register = (
  dat: string,
  absent: string[],
  classCode = 'VIII-A',
  savedAt = `${dat}T09:00:00`,
): AttendanceRegister => ({
  classCode,
  dat,
  absentees: absent.map((admissionNo) => ({ admissionNo, reason: '' })),
  savedBy: 'admin',
  savedAt,
});

describe('the percentage', () => {
  it('is present over marked days, to one decimal, half up', () => {
    expect(attendancePercent(2, 3)).toBe(66.7);
    expect(attendancePercent(1, 3)).toBe(33.3);
    expect(attendancePercent(1, 16)).toBe(6.3);
    expect(attendancePercent(3, 8)).toBe(37.5);
    expect(attendancePercent(5, 5)).toBe(100);
    expect(attendancePercent(0, 5)).toBe(0);
    expect(attendancePercent(0, 0)).toBeNull();
  });
});

describe('school days', () => {
  it('are Monday to Saturday less the holidays', () => {
    expect(schoolDaysBetween('2026-03-01', '2026-03-08', HOLIDAYS)).toEqual([
      { dat: '2026-03-02', weekday: 1 },
      { dat: '2026-03-03', weekday: 2 },
      { dat: '2026-03-05', weekday: 4 },
      { dat: '2026-03-06', weekday: 5 },
      { dat: '2026-03-07', weekday: 6 },
    ]);
    expect(schoolDaysBetween('2026-03-01', '2026-03-31', HOLIDAYS)).toHaveLength(25);
  });
});

describe('a class’s month grid', () => {
  const registers = [
    register('2026-03-02', []),
    register('2026-03-03', ['1042']),
    register('2026-03-05', ['1042', '1043']),
    register('2026-03-04', ['1041']), // on Holi: not a school day, not counted
    register('2026-03-02', ['1050'], 'VIII-B'),
    register('2026-02-28', ['1041']),
  ];
  const grid = monthGrid('VIII-A', '2026-03', ROLL, registers, HOLIDAYS);

  it('has the month’s school days as columns and the class roll by name as rows', () => {
    expect(grid.days).toHaveLength(25);
    expect(grid.days[0]).toEqual({ dat: '2026-03-02', weekday: 1 });
    expect(grid.days.at(-1)).toEqual({ dat: '2026-03-31', weekday: 2 });
    expect(grid.rows.map((row) => row.name)).toEqual(['Aditi Rao', 'Kabir Nair', 'Riya Shah']);
  });

  it('marks each day present, absent or not marked, and tallies the marked days', () => {
    const [aditi, kabir, riya] = grid.rows;
    expect(aditi!.marks.slice(0, 4)).toEqual(['P', 'P', 'P', '-']);
    expect(kabir!.marks.slice(0, 4)).toEqual(['P', 'P', 'A', '-']);
    expect(riya!.marks.slice(0, 4)).toEqual(['P', 'A', 'A', '-']);
    expect(riya!.marks.filter((mark) => mark === '-')).toHaveLength(22);
    expect(aditi).toMatchObject({ present: 3, absent: 0, marked: 3, percent: 100 });
    expect(kabir).toMatchObject({ present: 2, absent: 1, marked: 3, percent: 66.7 });
    expect(riya).toMatchObject({ present: 1, absent: 2, marked: 3, percent: 33.3 });
  });

  it('counts the register saved last when a day was saved twice', () => {
    const again = [...registers, register('2026-03-05', [], 'VIII-A', '2026-03-05T15:00:00')];
    const riya = monthGrid('VIII-A', '2026-03', ROLL, again, HOLIDAYS).rows[2]!;
    expect(riya).toMatchObject({ present: 2, absent: 1 });
  });

  it('has no percentage for a month with no register', () => {
    const empty = monthGrid('VIII-A', '2026-04', ROLL, registers, HOLIDAYS);
    expect(empty.rows[0]).toMatchObject({ present: 0, absent: 0, marked: 0, percent: null });
    expect(() => monthGrid('VIII-A', '2026-13', ROLL, registers, HOLIDAYS)).toThrow(RangeError);
  });
});

describe('the top attenders of a period', () => {
  const registers = [
    register('2026-03-02', ['1043']),
    register('2026-03-03', ['1042']),
    register('2026-03-05', []),
    register('2026-03-02', [], 'VIII-B'),
    register('2026-03-03', [], 'VIII-B'),
    register('2026-03-07', ['1041', '1042', '1043']), // outside the span
  ];
  const span = { from: '2026-03-01', to: '2026-03-06' };

  it('rank by the share of days present, ties by name with the same rank', () => {
    const top = topAttendance(ROLL, registers, HOLIDAYS, span, 10);
    expect(top.map((row) => [row.rank, row.name, row.present, row.marked, row.percent])).toEqual([
      [1, 'Aditi Rao', 3, 3, 100],
      [1, 'Meera Iyer', 2, 2, 100],
      [3, 'Kabir Nair', 2, 3, 66.7],
      [3, 'Riya Shah', 2, 3, 66.7],
    ]);
    expect(top[1]!.classCode).toBe('VIII-B');
  });

  it('keep the first N and leave out a pupil with no day marked', () => {
    expect(topAttendance(ROLL, registers, HOLIDAYS, span, 3).map((row) => row.name)).toEqual([
      'Aditi Rao',
      'Meera Iyer',
      'Kabir Nair',
    ]);
    const onlyA = registers.filter((row) => row.classCode === 'VIII-A');
    expect(topAttendance(ROLL, onlyA, HOLIDAYS, span, 10).map((row) => row.name)).not.toContain('Meera Iyer');
    expect(topAttendance(ROLL, registers, HOLIDAYS, span, 0)).toEqual([]);
  });

  it('compare exact shares, not rounded percentages', () => {
    // 25 of 31 (80.65%) and 29 of 36 (80.56%) both show 80.6: the larger share ranks first, whatever the names.
    const days = schoolDaysBetween('2026-04-01', '2026-05-31', new Map()).map((day) => day.dat);
    const classA = days.slice(0, 36).map((dat, index) => register(dat, index < 7 ? ['1041'] : []));
    const classB = days.slice(0, 31).map((dat, index) => register(dat, index < 6 ? ['1050'] : [], 'VIII-B'));
    const top = topAttendance(ROLL, [...classA, ...classB], new Map(), { from: '2026-04-01', to: '2026-05-31' }, 10);
    expect(top.map((row) => [row.rank, row.name, row.percent])).toEqual([
      [1, 'Kabir Nair', 100],
      [1, 'Riya Shah', 100],
      [3, 'Meera Iyer', 80.6],
      [4, 'Aditi Rao', 80.6],
    ]);
  });
});

describe('the days of a month', () => {
  it('runs from the first to the last, leap years included', () => {
    expect(daysOfMonth('2026-03')).toHaveLength(31);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-02').at(-1)).toBe('2026-02-28');
    expect(daysOfMonth('2026-11')[0]).toBe('2026-11-01');
  });
});
