import type { MonthAttendance } from './attendance-types';
import { cellsOf, employee, fullMonth } from './salary-test-fixtures';
import { dayRuns, unmarkedDaysOf } from './unmarked-days';

const NOVEMBER = '2026-11';
const everyone = () => true;

describe('days not marked before a salary run', () => {
  it('names each employee with days of the service period that have no attendance, in order of code', () => {
    const attendance: MonthAttendance = new Map([
      [1, cellsOf(NOVEMBER, (day) => (day <= 25 ? 'P' : ''))],
      [2, fullMonth(NOVEMBER)],
      [3, cellsOf(NOVEMBER, (day) => (day === 3 || day >= 28 ? '' : 'A'))],
    ]);
    const staff = [employee(3, 20000), employee(2, 20000), employee(1, 20000), employee(4, 20000)];
    const found = unmarkedDaysOf(staff, attendance, NOVEMBER, everyone);
    expect(found.map((row) => [row.empCode, row.days.length])).toEqual([
      ['E0001', 5],
      ['E0003', 4],
      ['E0004', 30],
    ]);
    expect(found[0]!.days).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
  });

  it('counts only days in service: after joining, up to the last working day, and only those the run covers', () => {
    const joined = employee(1, 20000, {}, { doj: '2026-11-20' });
    const left = employee(
      2,
      20000,
      {},
      { serviceClosing: { dat: '2026-11-04', lastWorkingDay: '2026-11-04', reason: 'Resigned', closedBy: 'ADMIN' } },
    );
    const other = employee(3, 20000, {}, { department: 2 });
    const attendance: MonthAttendance = new Map([[1, cellsOf(NOVEMBER, (day) => (day >= 20 && day <= 28 ? 'P' : ''))]]);
    const found = unmarkedDaysOf([joined, left, other], attendance, NOVEMBER, (person) => person.department === 1);
    expect(found.map((row) => [row.empno, row.days])).toEqual([
      [1, ['2026-11-29', '2026-11-30']],
      [2, ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']],
    ]);
  });

  it('reads days as runs: single days and spans', () => {
    expect(dayRuns(['2026-11-03', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'])).toBe(
      '3 Nov, 26–30 Nov',
    );
    expect(dayRuns(['2026-02-28'])).toBe('28 Feb');
    expect(dayRuns([])).toBe('');
  });
});
