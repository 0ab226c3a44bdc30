import { describe, expect, it } from 'vitest';
import { ABSENCE_REASON_MAX, daySummary, registerProblems } from './attendance-rules';
import type { RegisterContext, RegisterInput } from './attendance-rules';
import type { RollPupil } from './student-records';

const pupil = (admissionNo: string, name: string, classCode = 'VIII-A'): RollPupil => ({
  admissionNo,
  name,
  classCode,
  gender: 'F',
});

const ROLL = [
  pupil('1041', 'Aditi Rao'),
  pupil('1042', 'Riya Shah'),
  pupil('1043', 'Kabir Nair'),
  pupil('1050', 'Meera Iyer', 'VIII-B'),
];

// 2026-03-12 is a Thursday; 2026-03-04 a Wednesday (Holi); 2026-03-08 a Sunday.
const CONTEXT: RegisterContext = {
  today: '2026-03-12',
  roll: ROLL,
  holidays: new Map([
    ['2026-03-04', 'Holi'],
    ['2026-03-08', 'Sunday'],
  ]),
  otherDates: true,
};

const register = (dat: string, absentees: RegisterInput['absentees'] = [], classCode = 'VIII-A'): RegisterInput => ({
  classCode,
  dat,
  absentees,
});
const messages = (input: RegisterInput, context = CONTEXT) =>
  registerProblems(input, context).map((problem) => problem.message);

describe('a day’s register', () => {
  it('of today with absentees on the roll passes', () => {
    expect(registerProblems(register('2026-03-12', [{ admissionNo: '1042', reason: 'Fever' }]), CONTEXT)).toEqual([]);
    expect(registerProblems(register('2026-03-12'), { ...CONTEXT, otherDates: false })).toEqual([]);
  });

  it('refuses a date in the future', () => {
    expect(registerProblems(register('2026-03-13'), CONTEXT)).toEqual([
      { field: 'dat', message: '13-Mar-2026 is in the future: attendance is taken on the day or after it.' },
    ]);
  });

  it('refuses a past day without the otherDates right', () => {
    expect(messages(register('2026-03-11'), { ...CONTEXT, otherDates: false })).toEqual([
      '11-Mar-2026 is a past day: only a user with the right to enter other dates may keep its register.',
    ]);
    expect(messages(register('2026-03-11'))).toEqual([]);
  });

  it('refuses a Sunday and a holiday, naming the holiday', () => {
    expect(messages(register('2026-03-08'))).toEqual([
      '08-Mar-2026 is a Sunday: the school is shut, no register is kept.',
    ]);
    expect(messages(register('2026-03-01'), { ...CONTEXT, holidays: new Map() })).toEqual([
      '01-Mar-2026 is a Sunday: the school is shut, no register is kept.',
    ]);
    expect(messages(register('2026-03-04'))).toEqual([
      '04-Mar-2026 is a holiday (Holi): the school is shut, no register is kept.',
    ]);
    const sundayHoliday = { ...CONTEXT, holidays: new Map([['2026-03-08', 'Gudi Padwa']]) };
    expect(messages(register('2026-03-08'), sundayHoliday)).toEqual([
      '08-Mar-2026 is a holiday (Gudi Padwa): the school is shut, no register is kept.',
    ]);
  });

  it('refuses, even with the otherDates right, a day before this academic year (April to March) began', () => {
    const before =
      '01-Jan-1900 is before this academic year, which began on 01-Apr-2025: give a date from then to today.';
    expect(registerProblems(register('1900-01-01'), CONTEXT)).toEqual([{ field: 'dat', message: before }]);
    expect(messages(register('2025-03-31'))).toEqual([
      '31-Mar-2025 is before this academic year, which began on 01-Apr-2025: give a date from then to today.',
    ]);
    // 2025-04-01 is a Tuesday: the year's first day is kept.
    expect(messages(register('2025-04-01'))).toEqual([]);
    // In April the year is the one that has just begun: March is the year before.
    const april = { ...CONTEXT, today: '2026-04-07', holidays: new Map<string, string>() };
    expect(messages(register('2026-03-31'), april)).toEqual([
      '31-Mar-2026 is before this academic year, which began on 01-Apr-2026: give a date from then to today.',
    ]);
    expect(messages(register('2026-04-01'), april)).toEqual([]);
    // Without the right, any past day is refused as such first.
    expect(messages(register('1900-01-01'), { ...CONTEXT, otherDates: false })).toEqual([
      '01-Jan-1900 is a past day: only a user with the right to enter other dates may keep its register.',
    ]);
  });

  it('refuses a date that is not one', () => {
    expect(registerProblems(register('2026-02-30'), CONTEXT)).toEqual([
      { field: 'dat', message: 'Enter the date of the register.' },
    ]);
  });

  it('refuses a pupil not on the class roll, saying the pupil’s class when known', () => {
    const input = register('2026-03-12', [
      { admissionNo: '1050', reason: '' },
      { admissionNo: '9999', reason: '' },
    ]);
    expect(registerProblems(input, CONTEXT)).toEqual([
      { field: 'absentees', index: 0, message: 'Meera Iyer (1050) is on the roll of VIII-B, not VIII-A.' },
      { field: 'absentees', index: 1, message: 'Admission no. 9999 is not on the roll of VIII-A.' },
    ]);
  });

  it('refuses the same pupil twice', () => {
    const input = register('2026-03-12', [
      { admissionNo: '1042', reason: '' },
      { admissionNo: '1042', reason: 'Fever' },
    ]);
    expect(registerProblems(input, CONTEXT)).toEqual([
      { field: 'absentees', index: 1, message: 'Riya Shah (1042) is marked absent twice.' },
    ]);
  });

  it('refuses a reason too long, counted after trimming', () => {
    const fits = register('2026-03-12', [{ admissionNo: '1041', reason: ` ${'x'.repeat(ABSENCE_REASON_MAX)} ` }]);
    expect(messages(fits)).toEqual([]);
    const long = register('2026-03-12', [{ admissionNo: '1041', reason: 'x'.repeat(ABSENCE_REASON_MAX + 1) }]);
    expect(messages(long)).toEqual(['The reason for Aditi Rao (1041) is 101 characters: at most 100.']);
  });

  it('reports the date and the absentees together, and a class nobody is on', () => {
    expect(messages(register('2026-03-13', [{ admissionNo: '1050', reason: '' }]))).toHaveLength(2);
    expect(messages(register('2026-03-12', [], 'IX-C'))).toEqual(['Nobody is on the roll of IX-C.']);
  });
});

describe('the day’s summary', () => {
  it('counts the class roll, the distinct absentees on it and the rest present', () => {
    expect(daySummary('VIII-A', ROLL, [])).toEqual({ present: 3, absent: 0, total: 3 });
    const absentees = [
      { admissionNo: '1042', reason: '' },
      { admissionNo: '1042', reason: '' },
      { admissionNo: '1050', reason: '' },
      { admissionNo: '1043', reason: 'Fever' },
    ];
    expect(daySummary('VIII-A', ROLL, absentees)).toEqual({ present: 1, absent: 2, total: 3 });
    expect(daySummary('IX-C', ROLL, absentees)).toEqual({ present: 0, absent: 0, total: 0 });
  });
});
