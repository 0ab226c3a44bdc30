import { entriesOf, markedAbsent, pupilNamedIn, rowsOf, sameEntries, typed } from './marks-entries';

const roll = [
  { admissionNo: 'A1', name: 'Asha', classCode: 'VI-A', gender: 'F' },
  { admissionNo: 'A2', name: 'Bela', classCode: 'VI-A', gender: 'F' },
];
const sheet = {
  exam: 'PT-1',
  classCode: 'VI-A',
  subject: 'MAT',
  maxMarks: 20,
  rows: [{ admissionNo: 'A2', marks: null, absent: true }],
  savedBy: 'admin',
  savedAt: '2026-07-14T10:00:00',
};

describe('the marks grid cells', () => {
  it('reads a saved sheet into cells and back into rows in roll order', () => {
    const entries = entriesOf(roll, sheet);
    expect(entries).toEqual({ A1: { marks: '', absent: false }, A2: { marks: '', absent: true } });
    expect(rowsOf(roll, { ...entries, A1: { marks: ' 12.5 ', absent: false } })).toEqual([
      { admissionNo: 'A1', marks: 12.5, absent: false },
      { admissionNo: 'A2', marks: null, absent: true },
    ]);
  });

  it('keeps marks and absent apart: typing marks clears absent, marking absent clears the marks', () => {
    expect(typed({ marks: '', absent: true }, '7')).toEqual({ marks: '7', absent: false });
    expect(typed({ marks: '', absent: true }, '')).toEqual({ marks: '', absent: true });
    expect(markedAbsent({ marks: '7', absent: false }, true)).toEqual({ marks: '', absent: true });
  });

  it('is dirty only when a cell differs from the saved one', () => {
    const saved = entriesOf(roll, sheet);
    expect(sameEntries(saved, { ...saved })).toBe(true);
    expect(sameEntries(saved, { ...saved, A1: { marks: '3', absent: false } })).toBe(false);
  });

  it('finds the pupil a server refusal names by admission number', () => {
    expect(pupilNamedIn("Bela (A2)'s marks in Mathematics (25) are above the maximum of 20.", roll)).toBe('A2');
    expect(pupilNamedIn('Choose the exam.', roll)).toBeUndefined();
  });
});
