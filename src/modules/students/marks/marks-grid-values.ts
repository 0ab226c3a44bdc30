import { z } from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { marksSheetProblems } from '../domain/marks-rules';
import type { RollPupil } from '../domain/student-records';
import { rowsOf, type MarksEntries, type MarksEntry } from './marks-entries';

const fields = z.object({
  /** A cell per pupil, in roll order. */
  rows: z.array(z.object({ marks: z.string(), absent: z.boolean() })),
});

export type MarksValues = z.infer<typeof fields>;

/** The grid's cells in roll order, from the cells by admission number. */
export const cellsOf = (roll: readonly RollPupil[], entries: MarksEntries): MarksEntry[] =>
  roll.map((pupil) => entries[pupil.admissionNo] ?? { marks: '', absent: false });

/** The cells by admission number, from the grid's cells in roll order. */
export const entriesFrom = (roll: readonly RollPupil[], cells: readonly MarksEntry[]): MarksEntries =>
  Object.fromEntries(roll.map((pupil, index) => [pupil.admissionNo, cells[index] ?? { marks: '', absent: false }]));

interface Sheet {
  roll: readonly RollPupil[];
  maxMarks: number;
  subject: { code: string; name: string };
}

/**
 * The sheet's checks: the server's own (marksSheetProblems), the first problem of a pupil beside their marks; and,
 * when none, marks (or an absence) for at least one pupil, said below the grid.
 */
export const marksSchema = ({ roll, maxMarks, subject }: Sheet) => {
  const pupils = new Map(roll.map((pupil) => [pupil.admissionNo, pupil.name]));
  return checkedBy(fields, (values) => {
    const rows = rowsOf(roll, entriesFrom(roll, values.rows));
    const found = marksSheetProblems({ subject: subject.code, rows }, maxMarks, { pupils, subjectName: subject.name });
    const beside = new Map<string, FieldProblem>();
    for (const problem of found) {
      const row = /^rows\.\d+/.exec(problem.field)?.[0];
      const field = row ? `${row}.marks` : problem.field;
      if (!beside.has(field)) beside.set(field, { field, message: problem.message });
    }
    if (found.length === 0 && rows.every((row) => row.marks === null && !row.absent))
      return [
        { field: 'rows', message: `Enter the ${subject.name} marks of at least one pupil, or mark them absent.` },
      ];
    return [...beside.values()];
  });
};
