import { isWeeklyOff, overtimeText, proposeDay, shiftLength, type DaySituation } from './attendance-proposal';
import { assignmentsByEmployee, shiftOn } from './attendance-shift';

const GENERAL = { startTime: '09:30', endTime: '18:30', graceMinutes: 15 };
const NIGHT = { startTime: '22:00', endTime: '06:00', graceMinutes: 5 };
const day = (over: Partial<DaySituation>): DaySituation => ({
  dat: '2025-06-10',
  today: '2025-06-20',
  holiday: false,
  weeklyOff: false,
  leaveCode: '',
  punches: [],
  shift: GENERAL,
  ...over,
});
const punch = (fromTime: string, toTime = '') => ({ fromTime, toTime });

describe('the proposal of a day', () => {
  it('proposes nothing after today, then holiday, weekly off and leave in that order', () => {
    expect(proposeDay(day({ dat: '2025-06-21' }))).toBeNull();
    expect(proposeDay(day({ holiday: true, weeklyOff: true, leaveCode: 'CL' }))?.attendance).toBe('H');
    expect(proposeDay(day({ weeklyOff: true, leaveCode: 'CL', punches: [punch('09:30', '18:30')] }))?.attendance).toBe(
      'WO',
    );
    expect(proposeDay(day({ leaveCode: 'CL', punches: [punch('09:30', '18:30')] }))).toEqual({
      attendance: 'CL',
      ot: '',
      late: '',
      saved: false,
    });
    expect(proposeDay(day({}))).toEqual({ attendance: 'A', ot: '', late: '', saved: false });
  });

  it('reads punches against the shift: within grace not late, beyond it the minutes after the start', () => {
    // 09:40 is 10 min after 09:30, inside the 15 min grace; 09:50 is 20 min after: late 20.
    expect(proposeDay(day({ punches: [punch('09:40', '18:30')] }))).toEqual({
      attendance: 'P',
      ot: '',
      late: '',
      saved: false,
    });
    expect(proposeDay(day({ punches: [punch('09:50', '18:30')] }))).toEqual({
      attendance: 'P',
      ot: '',
      late: '20',
      saved: false,
    });
  });

  it('counts overtime beyond the shift in whole half hours', () => {
    // 09:30 to 20:10 = 640 min; the shift is 540 min; 100 min beyond = 3 half hours = 1.5 h.
    expect(proposeDay(day({ punches: [punch('09:30', '20:10')] }))?.ot).toBe('1.5');
    // 29 min beyond is not half an hour.
    expect(proposeDay(day({ punches: [punch('09:30', '18:59')] }))?.ot).toBe('');
    // two pairs: first in 09:30, last out 19:00 = 570 min, 30 beyond = 0.5 h.
    expect(proposeDay(day({ punches: [punch('13:30', '19:00'), punch('09:30', '13:00')] }))?.ot).toBe('0.5');
    expect(overtimeText(600, 540)).toBe('1');
  });

  it('makes a half day of an in without an out, or of under half the shift', () => {
    expect(proposeDay(day({ punches: [punch('10:00')] }))).toEqual({
      attendance: 'HD',
      ot: '',
      late: '30',
      saved: false,
    });
    // 09:30 to 13:30 = 240 min < 270 (half of 540).
    expect(proposeDay(day({ punches: [punch('09:30', '13:30')] }))?.attendance).toBe('HD');
    // 09:30 to 14:00 = 270 min: half the shift is enough for present.
    expect(proposeDay(day({ punches: [punch('09:30', '14:00')] }))?.attendance).toBe('P');
  });

  it('reads a night shift across midnight', () => {
    expect(shiftLength(NIGHT)).toBe(480);
    // in 22:10 (late 10, grace 5), out 07:05 next morning = 535 min; 55 beyond 480 = one half hour.
    expect(proposeDay(day({ shift: NIGHT, punches: [punch('22:10', '07:05')] }))).toEqual({
      attendance: 'P',
      ot: '0.5',
      late: '10',
      saved: false,
    });
    // in 00:15 is 135 min after a 22:00 start, not 21 h 45 early.
    expect(proposeDay(day({ shift: NIGHT, punches: [punch('00:15', '06:00')] }))).toEqual({
      attendance: 'P',
      ot: '',
      late: '135',
      saved: false,
    });
  });

  it('knows the weekly off: a named day, or a rotating one spread by employee id', () => {
    expect(isWeeklyOff('SUN', 0, 5)).toBe(true);
    expect(isWeeklyOff('SUN', 1, 5)).toBe(false);
    expect(isWeeklyOff('ROT', 3, 10)).toBe(true); // 10 mod 7 = 3 (Wednesday)
    expect(isWeeklyOff('ROT', 0, 10)).toBe(false);
  });
});

describe('the shift of a day', () => {
  it('is the latest assignment from on or before the day, else the employee’s own', () => {
    const byEmployee = assignmentsByEmployee([
      { recordId: 2, empno: 7, shift: 'B', fromDate: '2025-06-15', by: 'ADMIN' },
      { recordId: 1, empno: 7, shift: 'A', fromDate: '2025-06-01', by: 'ADMIN' },
      { recordId: 3, empno: 7, shift: 'C', fromDate: '2025-06-15', by: 'ADMIN' },
    ]);
    expect(shiftOn('GEN', byEmployee.get(7), '2025-05-31')).toBe('GEN');
    expect(shiftOn('GEN', byEmployee.get(7), '2025-06-14')).toBe('A');
    expect(shiftOn('GEN', byEmployee.get(7), '2025-06-15')).toBe('C');
    expect(shiftOn('GEN', byEmployee.get(8), '2025-06-15')).toBe('GEN');
  });
});
