import { attendanceCodes } from '../../domain/attendance-codes';
import type { AttendanceCell } from '../../domain/attendance-types';
import { cellText, monthlyAttendanceRows, weeklyAttendanceRows } from './attendance-report-rows';
import { daysFrom } from './report-dates';
import { testEmployee, testPeople } from './report-test-people';

const codes = attendanceCodes([
  { leaveCode: 'CL', leaveDescription: 'Casual leave', paid: true, active: true },
  { leaveCode: 'LOP', leaveDescription: 'Loss of pay', paid: false, active: true },
]);
const cell = (attendance: string, over: Partial<AttendanceCell> = {}): AttendanceCell => ({
  attendance,
  ot: '',
  late: '',
  saved: true,
  ...over,
});
const week = daysFrom('2025-03-03', 7);
const row = (cells: Array<AttendanceCell | null>) =>
  new Map(cells.flatMap((one, index) => (one ? [[week[index]!, one] as const] : [])));

describe('attendance report rows', () => {
  const people = testPeople([testEmployee(1), testEmployee(2, { department: 2 }), testEmployee(10)]);
  const attendance = new Map([
    [
      1,
      row([
        cell('P', { late: '12' }),
        cell('P', { ot: '1.5' }),
        cell('HD'),
        cell('CL'),
        cell('A'),
        cell('LOP', { saved: false }),
        cell('WO'),
      ]),
    ],
    [2, row([cell('H'), cell('P'), null, null, null, null, null])],
    [10, row([null, null, null, null, null, null, null])],
  ]);

  it('weekly: each day as code with late and overtime, and the week totals (paid days: P, WO, H, paid leave 1, HD 0.5)', () => {
    const rows = weeklyAttendanceRows(people, attendance, { days: week, department: null, codes });
    expect(rows.map((one) => one.empno)).toEqual(['E1', 'E2']);
    expect(rows[0]).toMatchObject({
      d1: 'P L12',
      d2: 'P OT1.5',
      d3: 'HD',
      d4: 'CL',
      d5: 'A',
      d6: 'LOP',
      d7: 'WO',
      present: 2,
      absent: 1,
      halfDays: 1,
      leave: 2,
      weeklyOff: 1,
      holidays: 0,
      late: 1,
      ot: 1.5,
      paidDays: 4.5,
    });
    expect(rows[1]).toMatchObject({ d1: 'H', d2: 'P', d3: '', holidays: 1, present: 1, paidDays: 2 });
    expect(
      weeklyAttendanceRows(people, attendance, { days: week, department: 2, codes }).map((one) => one.empno),
    ).toEqual(['E2']);
  });

  it('monthly: the totals per employee by department and the days only proposed (not saved)', () => {
    const rows = monthlyAttendanceRows(people, attendance, { days: week, department: null, codes });
    expect(rows.map((one) => [one.department, one.empno, one.paidDays, one.proposed])).toEqual([
      ['Front office', 'E2', 2, 0],
      ['Kitchen', 'E1', 4.5, 1],
    ]);
  });

  it('shows an empty cell for no code', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(cell('P', { late: '0', ot: '0' }))).toBe('P');
  });
});
