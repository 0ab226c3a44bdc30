import { attendanceCodes, codeIndex } from '../../../modules/hrd/domain/attendance-codes';
import { daysOfMonth, weekdayOf } from '../../../modules/hrd/domain/attendance-dates';
import { monthTotals } from '../../../modules/hrd/domain/attendance-month';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { employeeMonth } from './month-grid';
import { indexPunches, type MonthSituation } from './month-situation';

const employee = (recordId: number, over: Partial<HrdEmployee> = {}) =>
  ({
    recordId,
    empno: `EMP-${recordId}`,
    empname: `Staff ${recordId}`,
    doj: '2020-01-01',
    shift: 'GEN',
    serviceClosing: null,
    ...over,
  }) as HrdEmployee;
const days = daysOfMonth('2025-06');
const codes = attendanceCodes([{ leaveCode: 'CL', leaveDescription: 'Casual leave', paid: true, active: true }]);

function situation(
  employees: HrdEmployee[],
  punches: Array<{ empId: number; dat: string; fromTime: string; toTime: string }>,
): MonthSituation {
  return {
    month: '2025-06',
    days,
    weekdays: days.map(weekdayOf),
    employees,
    shifts: new Map([
      [
        'GEN',
        {
          code: 'GEN',
          name: 'General',
          startTime: '09:30',
          endTime: '18:30',
          graceMinutes: 15,
          breakMinutes: 45,
          nightShift: false,
          weeklyOff: 'SUN',
          active: true,
        },
      ],
    ]),
    holidays: new Set(['2025-06-17']),
    codes,
    codeByCode: codeIndex(codes),
    punches: indexPunches(punches),
    leaves: new Map([[1, [{ from: '2025-06-18', to: '2025-06-19', code: 'CL' }]]]),
    assignments: new Map(),
    saved: new Map([
      ['2025-06-02', new Map([[1, { lineId: 1, empno: 1, dat: '2025-06-02', attendance: 'A', ot: '', late: '' }]])],
    ]),
  };
}

describe('a month of one employee in the demo backend', () => {
  it('takes saved days as saved, proposes the rest, nothing after today or before joining', () => {
    const month = situation(
      [employee(1), employee(2, { doj: '2025-06-10' })],
      [
        { empId: 1, dat: '2025-06-02', fromTime: '09:30', toTime: '18:30' },
        { empId: 1, dat: '2025-06-03', fromTime: '09:55', toTime: '19:30' },
      ],
    );
    const cells = employeeMonth(month, month.employees[0]!, '2025-06-20');
    expect(cells[1]).toEqual({ attendance: 'A', ot: '', late: '', saved: true }); // saved wins over the punch
    // 09:55 to 19:30 = 575 min, 35 beyond the 540 min shift: one half hour.
    expect(cells[2]).toEqual({ attendance: 'P', ot: '0.5', late: '25', saved: false });
    expect(cells[0]?.attendance).toBe('WO'); // 1 June 2025 is a Sunday
    expect(cells[16]?.attendance).toBe('H');
    expect(cells[17]?.attendance).toBe('CL');
    expect(cells[20]).toBeNull();
    // 1 to 20 June: Sundays 1, 8, 15 WO; the 17th H; 18-19 CL; the 2nd saved A; the 3rd P; the other 12 days A (13 with
    // the saved one).
    expect(monthTotals(cells, month.codeByCode)).toMatchObject({
      present: 1,
      absent: 13,
      weeklyOff: 3,
      holidays: 1,
      leave: 2,
      lateCount: 1,
      otHours: 0.5,
    });
    const joiner = employeeMonth(month, month.employees[1]!, '2025-06-20');
    expect(joiner.slice(0, 9).every((cell) => cell === null)).toBe(true);
  });

  it('proposes the month of 5,000 employees from their punches (the bench times the grid)', () => {
    const staff = Array.from({ length: 5000 }, (_, index) => employee(index + 1));
    const punches = staff.flatMap((one) =>
      days.slice(0, 22).map((dat) => ({ empId: one.recordId, dat, fromTime: '09:35', toTime: '18:40' })),
    );
    const month = situation(staff, punches);
    const totals = staff.map((one) => monthTotals(employeeMonth(month, one, '2025-06-30'), month.codeByCode));
    expect(totals).toHaveLength(5000);
    // Punches on 1-22 June: the 4 Sundays are weekly offs and the 17th a holiday, so 17 days present; the first
    // employee also has the 2nd saved absent and 18-19 June on leave.
    expect(totals[0]!.present).toBe(14);
    expect(totals.slice(1).every((one) => one.present === 17)).toBe(true);
  });
});
