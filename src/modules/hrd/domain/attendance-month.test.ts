import { attendanceCodes, codeIndex } from './attendance-codes';
import { daysOfMonth, displayDate, monthBefore, parseWireDate, weekdayOf } from './attendance-dates';
import { monthTotals, totalsText } from './attendance-month';
import { cellProblem } from './attendance-validation';

const LEAVES = [
  { leaveCode: 'CL', leaveDescription: 'Casual leave', paid: true, active: true },
  { leaveCode: 'LOP', leaveDescription: 'Leave without pay', paid: false, active: true },
  { leaveCode: 'VAC', leaveDescription: 'Vacation', paid: true, active: false },
];
const CODES = codeIndex(attendanceCodes(LEAVES));
const c = (attendance: string, ot = '', late = '') => ({ attendance, ot, late });

describe('attendance codes and the month', () => {
  it('has the base codes and the active leave codes with their labels', () => {
    expect([...CODES.keys()]).toEqual(['P', 'A', 'HD', 'WO', 'H', 'CL', 'LOP']);
    expect(CODES.get('CL')?.label).toBe('Casual leave');
    expect(CODES.get('LOP')?.paidValue).toBe(0);
  });

  it('totals a month: P 2, A 1, HD 1, leave 2, WO 1, H 1, late 1, OT 2 h, paid 5.5', () => {
    const cells = [
      c('P', '1.5', '12'),
      c('P', '0.5'),
      c('A'),
      c('HD'),
      c('WO'),
      c('H'),
      c('CL'),
      c('LOP'),
      null,
      c(''),
      c('XX'),
    ];
    // paid: P 1 + P 1 + A 0 + HD 0.5 + WO 1 + H 1 + CL 1 + LOP 0 = 5.5; XX (unknown) and empty count for nothing.
    const totals = monthTotals(cells, CODES);
    expect(totals).toEqual({
      present: 2,
      absent: 1,
      halfDays: 1,
      leave: 2,
      weeklyOff: 1,
      holidays: 1,
      lateCount: 1,
      otHours: 2,
      paidDays: 5.5,
    });
    expect(totalsText(totals)).toBe('P 2 · A 1 · HD 1 · Leave 2 · WO 1 · H 1 · Late 1 · OT 2 · Paid 5.5');
  });

  it('knows the days, weekdays and dates of the wire', () => {
    expect(daysOfMonth('2024-02')).toHaveLength(29);
    expect(daysOfMonth('2025-06').at(-1)).toBe('2025-06-30');
    expect(weekdayOf('2025-06-01')).toBe(0); // a Sunday
    expect(displayDate('2025-06-05')).toBe('05-Jun-2025');
    expect(parseWireDate('01-Jun-2025')).toBe('2025-06-01');
    expect(parseWireDate('2025-06-01')).toBe('2025-06-01');
    expect(parseWireDate('junk')).toBe('');
    expect(monthBefore('2025-01', 2)).toBe('2024-11');
  });
});

describe('a cell’s problems', () => {
  const who = { empno: 'EMP-0004', empname: 'Ravi Kumar', doj: '2025-06-05', lastWorkingDay: '2025-06-20' };
  it('names the employee and the date of each refusal', () => {
    expect(cellProblem(who, '2025-06-10', 'XY', '2025-06-25', CODES)).toBe(
      'EMP-0004 Ravi Kumar, 10-Jun-2025: XY is not an attendance code.',
    );
    expect(cellProblem(who, '2025-06-26', 'P', '2025-06-25', CODES)).toBe(
      'EMP-0004 Ravi Kumar, 26-Jun-2025: the date is after today (25-Jun-2025); attendance cannot be marked ahead.',
    );
    expect(cellProblem(who, '2025-06-04', 'P', '2025-06-25', CODES)).toBe(
      'EMP-0004 Ravi Kumar, 04-Jun-2025: before the employee joined on 05-Jun-2025.',
    );
    expect(cellProblem(who, '2025-06-21', 'P', '2025-06-25', CODES)).toBe(
      "EMP-0004 Ravi Kumar, 21-Jun-2025: after the employee's last working day, 20-Jun-2025.",
    );
    expect(cellProblem(who, '2025-06-10', 'CL', '2025-06-25', CODES)).toBeNull();
    expect(cellProblem(who, '2025-06-30', '', '2025-06-25', CODES)).toBeNull();
  });
});
