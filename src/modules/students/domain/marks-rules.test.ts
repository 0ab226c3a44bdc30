import { hasAtMostTwoDecimals, marksFromText, marksSheetProblems } from './marks-rules';
import type { MarksRow } from './marks-types';

const sheet = (rows: MarksRow[]) => ({ subject: 'MAT', rows });
const row = (admissionNo: string, marks: number | null, absent = false): MarksRow => ({ admissionNo, marks, absent });
const names = {
  pupils: new Map([
    ['A101', 'Aarav Shende'],
    ['A102', 'Diya Kale'],
  ]),
  subjectName: 'Mathematics',
};

describe('marksSheetProblems', () => {
  it('passes a clean sheet: marks from 0 to the maximum, two decimals, blanks and absentees without marks', () => {
    const rows = [
      row('A101', 0),
      row('A102', 20),
      row('A103', 12.75),
      row('A104', null),
      row('A105', null, true),
      row('A106', 0.29),
    ];
    expect(marksSheetProblems(sheet(rows), 20, names)).toEqual([]);
  });

  it('refuses marks above the maximum, naming the pupil and the subject', () => {
    expect(marksSheetProblems(sheet([row('A100', 5), row('A101', 25)]), 20, names)).toEqual([
      {
        field: 'rows.1.marks',
        admissionNo: 'A101',
        message: "Aarav Shende (A101)'s marks in Mathematics (25) are above the maximum of 20.",
      },
    ]);
  });

  it('names the pupil by admission number and the subject by code when no names are given', () => {
    const [problem] = marksSheetProblems(sheet([row('A101', 20.01)]), 20);
    expect(problem?.message).toBe("A101's marks in MAT (20.01) are above the maximum of 20.");
  });

  it('refuses negative marks', () => {
    expect(marksSheetProblems(sheet([row('A102', -1)]), 20, names)).toEqual([
      {
        field: 'rows.0.marks',
        admissionNo: 'A102',
        message: "Diya Kale (A102)'s marks in Mathematics are negative (-1); marks run from 0 to 20.",
      },
    ]);
  });

  it('refuses what is not a number, including a string off the wire', () => {
    const wire = { admissionNo: 'A102', marks: '14' as unknown as number, absent: false };
    const problems = marksSheetProblems(
      sheet([row('A101', Number.NaN), wire, row('A103', Number.POSITIVE_INFINITY)]),
      20,
      names,
    );
    expect(problems.map((problem) => [problem.field, problem.message])).toEqual([
      ['rows.0.marks', "Aarav Shende (A101)'s marks in Mathematics are not a number."],
      ['rows.1.marks', "Diya Kale (A102)'s marks in Mathematics are not a number."],
      ['rows.2.marks', "A103's marks in Mathematics are not a number."],
    ]);
  });

  it('refuses more than two decimals', () => {
    expect(marksSheetProblems(sheet([row('A101', 12.345)]), 20, names)).toEqual([
      {
        field: 'rows.0.marks',
        admissionNo: 'A101',
        message: "Aarav Shende (A101)'s marks in Mathematics (12.345) have more than two decimals.",
      },
    ]);
  });

  it('refuses marks given to a pupil marked absent, even 0', () => {
    expect(marksSheetProblems(sheet([row('A101', 0, true), row('A102', 14, true)]), 20, names)).toEqual([
      {
        field: 'rows.0.absent',
        admissionNo: 'A101',
        message: 'Aarav Shende (A101) is marked absent in Mathematics but has marks 0: clear the marks or the absence.',
      },
      {
        field: 'rows.1.absent',
        admissionNo: 'A102',
        message: 'Diya Kale (A102) is marked absent in Mathematics but has marks 14: clear the marks or the absence.',
      },
    ]);
  });

  it('gives one problem a row, the first that applies (absent before above the maximum)', () => {
    const problems = marksSheetProblems(sheet([row('A101', 25.555, true), row('A102', -2.125)]), 20);
    expect(problems.map((problem) => problem.field)).toEqual(['rows.0.absent', 'rows.1.marks']);
    expect(problems[1]?.message).toContain('negative');
  });

  it('refuses a pupil listed twice, on the second row', () => {
    expect(marksSheetProblems(sheet([row('A101', 5), row('A102', 6), row('A101', 7)]), 20, names)).toEqual([
      {
        field: 'rows.2.admissionNo',
        admissionNo: 'A101',
        message: 'Aarav Shende (A101) is listed twice in the Mathematics sheet.',
      },
    ]);
  });

  it('takes the maximum given (the exam’s), and refuses a maximum that is not above zero', () => {
    expect(marksSheetProblems(sheet([row('A101', 60)]), 80)).toEqual([]);
    expect(marksSheetProblems(sheet([row('A101', 6)]), 0)).toEqual([
      { field: 'maxMarks', admissionNo: '', message: "The exam's maximum marks for MAT must be above zero, not 0." },
    ]);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts what floating point stores a hair off, refuses a third decimal', () => {
    expect([0.29, 0.1 + 0.2, 19.99, 7, 33.3].map(hasAtMostTwoDecimals)).toEqual([true, true, true, true, true]);
    expect([12.345, 0.001, 19.999].map(hasAtMostTwoDecimals)).toEqual([false, false, false]);
  });
});

describe('marksFromText', () => {
  it('reads blanks as not entered, numbers as numbers and anything else as not a number', () => {
    expect(marksFromText('  ')).toBeNull();
    expect(marksFromText('18')).toBe(18);
    expect(marksFromText('12.5')).toBe(12.5);
    expect(marksFromText('-3')).toBe(-3);
    expect(marksFromText('12a')).toBeNaN();
    expect(marksFromText('1e1')).toBeNaN();
  });
});
