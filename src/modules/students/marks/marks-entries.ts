import { marksFromText } from '../domain/marks-rules';
import type { RollPupil } from '../domain/student-records';
import type { MarksRow, MarksSheet } from '../domain/marks-types';

/** One pupil's cell as typed: the marks text and the absent mark. */
export interface MarksEntry {
  marks: string;
  absent: boolean;
}

/** The grid's cells by admission number. */
export type MarksEntries = Readonly<Record<string, MarksEntry>>;

/** The cells of a roll as saved in a sheet (blank and present for a pupil not on it). */
export function entriesOf(roll: readonly RollPupil[], sheet: MarksSheet | null): MarksEntries {
  const saved = new Map((sheet?.rows ?? []).map((row) => [row.admissionNo, row]));
  return Object.fromEntries(
    roll.map((pupil) => {
      const row = saved.get(pupil.admissionNo);
      return [
        pupil.admissionNo,
        {
          marks: row?.marks === null || row?.marks === undefined ? '' : String(row.marks),
          absent: row?.absent ?? false,
        },
      ];
    }),
  );
}

/** The sheet's rows from the cells, in roll order (marks read by marksFromText: NaN for what is not a number). */
export const rowsOf = (roll: readonly RollPupil[], entries: MarksEntries): MarksRow[] =>
  roll.map((pupil) => ({
    admissionNo: pupil.admissionNo,
    marks: marksFromText(entries[pupil.admissionNo]?.marks ?? ''),
    absent: entries[pupil.admissionNo]?.absent ?? false,
  }));

/** Whether two sets of cells say the same (the grid is dirty when its cells differ from the saved ones). */
export const sameEntries = (a: MarksEntries, b: MarksEntries): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(
    ([key, entry]) => b[key]?.absent === entry.absent && b[key]?.marks.trim() === entry.marks.trim(),
  );

/** Typing marks clears the absent mark; marking absent clears the marks (absent is marked apart, never with marks). */
export const typed = (entry: MarksEntry, marks: string): MarksEntry => ({
  marks,
  absent: marks.trim() === '' ? entry.absent : false,
});
export const markedAbsent = (entry: MarksEntry, absent: boolean): MarksEntry => ({
  marks: absent ? '' : entry.marks,
  absent,
});

/** The pupil a refusal from the server names (by admission number, as marksSheetProblems words it), if any. */
export const pupilNamedIn = (message: string, roll: readonly RollPupil[]): string | undefined =>
  roll.find((pupil) => message.includes(`(${pupil.admissionNo})`) || message.startsWith(pupil.admissionNo))
    ?.admissionNo;
