/**
 * The refusals of a marks sheet: what SetStuMarksSheet refuses and the marks grid says beside the
 * cell before it sends. Pure; no React. Each problem names the pupil and the subject, so it reads on its own in a
 * list of refusals; its field points at the row (`rows.<index>.marks`) and it carries the pupil's admission number,
 * so a grid keyed by pupil finds its cell without counting rows.
 */
import type { Exam, RollPupil, SchoolClass, Subject } from './student-records';
import type { MarksRow, MarksSheet } from './marks-types';

/** One refusal of a sheet: where and what, in words ready for the user. */
export interface MarksProblem {
  /**
   * `rows.<index>.marks`; `rows.<index>.absent` for marks given to a pupil marked absent, `rows.<index>.admissionNo`
   * for a pupil listed twice.
   */
  field: string;
  admissionNo: string;
  message: string;
}

/** How the messages name the pupils and the subject; admission numbers and the subject's code when not given. */
export interface MarksNames {
  /** admissionNo → the pupil's name. */
  pupils?: ReadonlyMap<string, string>;
  /** The subject's name (Mathematics) for sheet.subject (MAT). */
  subjectName?: string;
}

/**
 * Whether marks have at most two decimals (12.25 yes, 12.255 no). Compared in hundredths with a tolerance far below
 * a hundredth, since 0.29 × 100 is 28.999999999999996 in floating point and must count as two decimals.
 */
export const hasAtMostTwoDecimals = (marks: number): boolean => Math.abs(marks * 100 - Math.round(marks * 100)) < 1e-6;

/**
 * The problems of a sheet against the exam's maximum (`maxMarks`, the exam master's, which wins over the figure
 * the sheet carries). For each row, in row order, at most one problem about its marks, the first that applies:
 *  - marks given to a pupil marked absent (absent is marked apart; an absent pupil's marks stay empty, even 0);
 *  - not a number (NaN, Infinity, or anything but a number off the wire);
 *  - negative;
 *  - more than two decimals;
 *  - above the maximum (equal to it is fine).
 * Empty marks (null) of a pupil not absent are not a problem: not entered yet. A pupil listed twice is refused on
 * the second row, since report cards read one row a pupil. A maximum that is not above zero refuses the whole sheet.
 */
export function marksSheetProblems(
  sheet: Pick<MarksSheet, 'subject' | 'rows'>,
  maxMarks: number,
  names: MarksNames = {},
): MarksProblem[] {
  const subject = names.subjectName ?? sheet.subject;
  if (!(Number.isFinite(maxMarks) && maxMarks > 0)) {
    return [
      {
        field: 'maxMarks',
        admissionNo: '',
        message: `The exam's maximum marks for ${subject} must be above zero, not ${String(maxMarks)}.`,
      },
    ];
  }
  const problems: MarksProblem[] = [];
  const seen = new Set<string>();
  sheet.rows.forEach((row, index) => {
    const who = names.pupils?.get(row.admissionNo);
    const pupil = who ? `${who} (${row.admissionNo})` : row.admissionNo;
    const refuse = (message: string, part: 'marks' | 'absent' | 'admissionNo' = 'marks') =>
      problems.push({ field: `rows.${index}.${part}`, admissionNo: row.admissionNo, message });
    if (seen.has(row.admissionNo)) refuse(`${pupil} is listed twice in the ${subject} sheet.`, 'admissionNo');
    seen.add(row.admissionNo);
    const problem = rowProblem(row, maxMarks);
    if (problem === 'ABSENT')
      refuse(
        `${pupil} is marked absent in ${subject} but has marks ${String(row.marks)}: clear the marks or the absence.`,
        'absent',
      );
    else if (problem === 'NAN') refuse(`${pupil}'s marks in ${subject} are not a number.`);
    else if (problem === 'NEGATIVE')
      refuse(`${pupil}'s marks in ${subject} are negative (${String(row.marks)}); marks run from 0 to ${maxMarks}.`);
    else if (problem === 'DECIMALS')
      refuse(`${pupil}'s marks in ${subject} (${String(row.marks)}) have more than two decimals.`);
    else if (problem === 'ABOVE')
      refuse(`${pupil}'s marks in ${subject} (${String(row.marks)}) are above the maximum of ${maxMarks}.`);
  });
  return problems;
}

/** The first thing wrong with a row's marks (see marksSheetProblems for the order), or null. */
function rowProblem(row: MarksRow, maxMarks: number): 'ABSENT' | 'NAN' | 'NEGATIVE' | 'DECIMALS' | 'ABOVE' | null {
  const marks: unknown = row.marks;
  if (marks === null || marks === undefined) return null;
  if (row.absent) return 'ABSENT';
  if (typeof marks !== 'number' || !Number.isFinite(marks)) return 'NAN';
  if (marks < 0) return 'NEGATIVE';
  if (!hasAtMostTwoDecimals(marks)) return 'DECIMALS';
  if (marks > maxMarks) return 'ABOVE';
  return null;
}

/**
 * What the marks desk chooses from (GetStuMarksRequirements): the exams with their maximum, the classes and the
 * subjects.
 */
export interface MarksRequirements {
  exams: Array<Pick<Exam, 'code' | 'name' | 'term' | 'maxMarks' | 'passMarks' | 'startDate'>>;
  classes: Array<Pick<SchoolClass, 'code' | 'name'>>;
  subjects: Array<Pick<Subject, 'code' | 'name'>>;
}

/**
 * A marks sheet to fill (GetStuMarksSheet): the class roll, the exam's maximum and the sheet saved so far (null: none
 * yet).
 */
export interface MarksSheetAnswer {
  roll: RollPupil[];
  maxMarks: number;
  passMarks: number;
  sheet: MarksSheet | null;
}

/**
 * The marks typed in a cell as the sheet carries them: blank → null (not entered); anything else → the number it reads
 * as, NaN when it reads as none ('12a'), so marksSheetProblems refuses it as not a number.
 */
export function marksFromText(typed: string): number | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
