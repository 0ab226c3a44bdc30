import type { FieldErrors } from 'react-hook-form';
import type { RollPupil } from '../domain/student-records';
import { problemsOf, registerSchema, toggled, type RegisterValues } from './register-editor-values';

const pupil = (admissionNo: string, classCode = 'V-A'): RollPupil => ({
  admissionNo,
  name: `Pupil ${admissionNo}`,
  classCode,
  gender: 'F',
});
const ROLL = [pupil('A1'), pupil('A2'), pupil('A3'), pupil('B9', 'V-B')];
// A Wednesday, the school's today.
const context = { today: '2026-03-11', roll: ROLL, holidays: new Map<string, string>(), otherDates: false };
const issues = (values: RegisterValues) =>
  registerSchema('V-A', context)
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('registerSchema', () => {
  it('passes today with absentees of the class', () => {
    expect(issues({ dat: '2026-03-11', absentees: [{ admissionNo: 'A2', reason: ' Fever ' }] })).toBeUndefined();
  });

  it('puts the date refusal on the date and an absentee refusal on that absentee', () => {
    expect(
      issues({
        dat: '2026-03-12',
        absentees: [
          { admissionNo: 'A1', reason: '' },
          { admissionNo: 'B9', reason: '' },
        ],
      }),
    ).toEqual([
      ['dat', expect.stringContaining('is in the future')],
      ['absentees.1.admissionNo', 'Pupil B9 (B9) is on the roll of V-B, not V-A.'],
    ]);
  });
});

describe('problemsOf', () => {
  it('lists the date first, then each absentee in order', () => {
    const errors: FieldErrors<RegisterValues> = {
      absentees: [undefined, { admissionNo: { type: 'custom', message: 'second' } }],
      dat: { type: 'custom', message: 'date' },
    };
    expect(problemsOf(errors, 2)).toEqual(['date', 'second']);
  });
});

describe('toggled', () => {
  it('marks absent in roll order with no reason, and present again', () => {
    const marked = toggled([{ admissionNo: 'A3', reason: 'Ill' }], ROLL, 'A1');
    expect(marked).toEqual([
      { admissionNo: 'A1', reason: '' },
      { admissionNo: 'A3', reason: 'Ill' },
    ]);
    expect(toggled(marked, ROLL, 'A3')).toEqual([{ admissionNo: 'A1', reason: '' }]);
  });
});
