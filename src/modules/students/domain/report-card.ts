/**
 * Report cards of a class for an exam, computed from the class's marks sheets, never stored: what
 * GetStuReportCards answers and the report-card view prints. Pure; no React. Sums and comparisons are in whole
 * hundredths of a mark (grading.ts), so totals, percentages, pass marks and ties are exact.
 */
import { ABSENT_GRADE, gradeOf, hundredthsOf, percentOf } from './grading';
import type { Exam, RollPupil, Subject } from './student-records';
import type { MarksRow, MarksSheet, ReportCard } from './marks-types';

/** What a class's report cards are made from. */
export interface ReportCardInput {
  exam: Pick<Exam, 'code' | 'name' | 'maxMarks' | 'passMarks'>;
  classCode: string;
  /** The class's roll, in the order the cards come out (pupils of other classes are left out). */
  roll: readonly RollPupil[];
  /** The subjects master: the order subjects print in and their names. */
  subjects: ReadonlyArray<Pick<Subject, 'code' | 'name'>>;
  /** Marks sheets; only this exam's and class's are read. */
  sheets: ReadonlyArray<Pick<MarksSheet, 'exam' | 'classCode' | 'subject' | 'maxMarks' | 'rows'>>;
}

type CardSubject = ReportCard['subjects'][number];

/** A card before ranking, with the exact figures ranking compares. */
interface Scored {
  card: Omit<ReportCard, 'rank'>;
  /** Whether the pupil sat (has marks in) at least one subject. */
  sat: boolean;
  totalH: number;
  maxH: number;
}

/**
 * A pupil's line for one subject:
 *  - marks entered: the marks, their grade (on the sheet's maximum), judged against the pass marks;
 *  - absent: marks null, grade AB; counts 0 towards the total and its maximum towards the maximum (an absence is
 *    not a way out of a paper), and fails the subject unless the pass marks are 0;
 *  - not entered (no sheet row, or empty marks without absent): grade '', and left out of the total, the maximum and
 *    the pass: nothing is known yet.
 * Each subject uses its sheet's maximum (the exam's when saved). The pass marks are the exam's, scaled when the
 * sheet's maximum differs (marks ÷ sheet maximum ≥ pass marks ÷ exam maximum), so an old sheet is judged fairly.
 */
function subjectLine(
  sheet: ReportCardInput['sheets'][number],
  row: MarksRow | undefined,
  name: string,
  exam: ReportCardInput['exam'],
) {
  const line: CardSubject = {
    subject: sheet.subject,
    name,
    maxMarks: sheet.maxMarks,
    marks: null,
    absent: false,
    grade: '',
  };
  const counted = (marksH: number) => ({
    marksH,
    maxH: hundredthsOf(sheet.maxMarks),
    passed: marksH * hundredthsOf(exam.maxMarks) >= hundredthsOf(exam.passMarks) * hundredthsOf(sheet.maxMarks),
  });
  if (row?.absent) return { line: { ...line, absent: true, grade: ABSENT_GRADE }, counted: counted(0), sat: false };
  if (row === undefined || typeof row.marks !== 'number') return { line, counted: null, sat: false };
  return {
    line: { ...line, marks: row.marks, grade: gradeOf(percentOf(row.marks, sheet.maxMarks)) },
    counted: counted(hundredthsOf(row.marks)),
    sat: true,
  };
}

/**
 * The card of one pupil, before ranking. Total and maximum are over the subjects counted (marks or absent); the
 * percentage is percentOf(total, maximum) (two decimals, half up) and the grade the CBSE grade of that percentage.
 * Passed: at least one subject counted and every subject counted at or above its pass marks. A pupil absent in every
 * subject prints percentage 0 and grade AB, and has failed; a pupil with nothing entered prints 0, grade '' and
 * has not passed (there is nothing to pass on).
 */
function scoreOf(
  input: ReportCardInput,
  pupil: RollPupil,
  sheets: ReportCardInput['sheets'],
  rowsOf: ReadonlyArray<ReadonlyMap<string, MarksRow>>,
  nameOf: ReadonlyMap<string, string>,
): Scored {
  const lines = sheets.map((sheet, s) =>
    subjectLine(sheet, rowsOf[s]!.get(pupil.admissionNo), nameOf.get(sheet.subject) ?? sheet.subject, input.exam),
  );
  const counted = lines.flatMap((line) => (line.counted ? [line.counted] : []));
  const sat = lines.some((line) => line.sat);
  const totalH = counted.reduce((sum, line) => sum + line.marksH, 0);
  const maxH = counted.reduce((sum, line) => sum + line.maxH, 0);
  const percent = maxH > 0 ? percentOf(totalH / 100, maxH / 100) : 0;
  const grade = sat ? gradeOf(percent) : counted.length > 0 ? ABSENT_GRADE : '';
  const card = {
    exam: input.exam.code,
    examName: input.exam.name,
    classCode: input.classCode,
    admissionNo: pupil.admissionNo,
    name: pupil.name,
    subjects: lines.map((line) => line.line),
    total: totalH / 100,
    maxTotal: maxH / 100,
    percent,
    grade,
    passed: counted.length > 0 && counted.every((line) => line.passed),
  };
  return { card, sat, totalH, maxH };
}

/**
 * Who ranks higher: a pupil who sat any paper above one who sat none; then the higher exact percentage (total ÷
 * maximum compared by cross-multiplying hundredths, so equal fractions tie even when the maxima differ, and 33.333…
 * beats 33.33). Pupils who sat none (absent throughout, or nothing entered) all tie, below everyone who sat one.
 */
const compareScores = (a: Scored, b: Scored): number => {
  if (a.sat !== b.sat) return a.sat ? -1 : 1;
  if (!a.sat) return 0;
  return b.totalH * a.maxH - a.totalH * b.maxH;
};

/**
 * Standard competition ranking ("1224"): each item's rank is 1 + the number of items strictly ahead of it, so a tie
 * shares the rank and the next rank skips (1, 2, 2, 4). `compare` < 0 puts its first argument ahead.
 */
export function competitionRanks<T>(items: readonly T[], compare: (a: T, b: T) => number): number[] {
  const order = items.map((_, index) => index).sort((a, b) => compare(items[a]!, items[b]!) || a - b);
  const ranks = new Array<number>(items.length).fill(0);
  order.forEach((index, position) => {
    const before = order[position - 1];
    ranks[index] = before !== undefined && compare(items[before]!, items[index]!) === 0 ? ranks[before]! : position + 1;
  });
  return ranks;
}

/**
 * The report cards of a class for an exam, one per pupil of the roll in roll order. The subjects are those with a
 * sheet for the exam and class, in the subjects master's order (a subject missing from the master after them, by
 * code, named by its code). Rank is in the class, by compareScores, with competition ranking.
 */
export function reportCards(input: ReportCardInput): ReportCard[] {
  const position = new Map(input.subjects.map((subject, index) => [subject.code, index]));
  const nameOf = new Map(input.subjects.map((subject) => [subject.code, subject.name]));
  const sheets = input.sheets
    .filter((sheet) => sheet.exam === input.exam.code && sheet.classCode === input.classCode)
    .sort(
      (a, b) =>
        (position.get(a.subject) ?? Infinity) - (position.get(b.subject) ?? Infinity) ||
        a.subject.localeCompare(b.subject),
    );
  const rowsOf = sheets.map((sheet) => new Map(sheet.rows.map((row) => [row.admissionNo, row])));
  const scored = input.roll
    .filter((pupil) => pupil.classCode === input.classCode)
    .map((pupil) => scoreOf(input, pupil, sheets, rowsOf, nameOf));
  const ranks = competitionRanks(scored, compareScores);
  return scored.map((score, index) => ({ ...score.card, rank: ranks[index]! }));
}
