import { cellsOf, entriesFrom, marksSchema, type MarksValues } from './marks-grid-values';

const roll = [
  { admissionNo: 'A1', name: 'Asha', classCode: 'VI-A', gender: 'F' },
  { admissionNo: 'A2', name: 'Bela', classCode: 'VI-A', gender: 'F' },
];
const schema = marksSchema({ roll, maxMarks: 20, subject: { code: 'MAT', name: 'Mathematics' } });
const issues = (values: MarksValues) =>
  schema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('marksSchema', () => {
  it("says a pupil's problem beside their marks", () => {
    expect(
      issues({
        rows: [
          { marks: '25', absent: false },
          { marks: 'x', absent: false },
        ],
      }),
    ).toEqual([
      ['rows.0.marks', "Asha (A1)'s marks in Mathematics (25) are above the maximum of 20."],
      ['rows.1.marks', "Bela (A2)'s marks in Mathematics are not a number."],
    ]);
  });

  it('wants marks or an absence for at least one pupil', () => {
    const blank = { marks: '', absent: false };
    expect(issues({ rows: [blank, blank] })).toEqual([
      ['rows', 'Enter the Mathematics marks of at least one pupil, or mark them absent.'],
    ]);
    expect(issues({ rows: [blank, { marks: '', absent: true }] })).toBeUndefined();
  });
});

describe('the cells in roll order', () => {
  it('go to and from the cells by admission number', () => {
    const cells = cellsOf(roll, { A2: { marks: '12', absent: false } });
    expect(cells).toEqual([
      { marks: '', absent: false },
      { marks: '12', absent: false },
    ]);
    expect(entriesFrom(roll, cells)).toEqual({ A1: cells[0], A2: cells[1] });
  });
});
