import { HttpResponse } from 'msw';
import { marksSheetProblems } from '../../../modules/students/domain/marks-rules';
import type { MarksRow, MarksSheet } from '../../../modules/students/domain/marks-types';
import type { DemoSession } from '../../core/sessions/auth';
import { classesOf, examsOf, rollOf, subjectsOf } from '../../core/school/school-masters';
import { linesOf, logSchool, nowStamp, refusal, text } from '../../core/school/school-session';
import { writeMarksSheet } from '../../core/school/students-store';

/** A line's marks off the wire: null when blank; a number as sent; anything else NaN (refused as not a number). */
const marksOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : typeof value === 'number' ? value : Number.NaN;

/**
 * Saves a marks sheet (replace-all) after the same checks the grid makes (marksSheetProblems against the exam
 * master's maximum, naming the pupil and the subject), plus: the exam, class and subject exist, every line is a pupil
 * on the class roll, and something is entered. Runs inside the company's write queue.
 */
export async function saveMarksSheet(
  session: DemoSession,
  key: { exam: string; classCode: string; subject: string },
  body: Record<string, unknown>,
): Promise<Response> {
  const { companyCode } = session;
  const [exams, classes, subjects] = await Promise.all([
    examsOf(companyCode),
    classesOf(companyCode),
    subjectsOf(companyCode),
  ]);
  const exam = exams.find((one) => one.code === key.exam);
  if (!exam) return refusal(`Choose the exam: there is no exam ${key.exam || '(none chosen)'}.`);
  if (!classes.some((one) => one.code === key.classCode))
    return refusal(`Choose the class: there is no class ${key.classCode || '(none chosen)'}.`);
  const subject = subjects.find((one) => one.code === key.subject);
  if (!subject) return refusal(`Choose the subject: there is no subject ${key.subject || '(none chosen)'}.`);
  const roll = await rollOf(companyCode, key.classCode);
  const names = new Map(roll.map((pupil) => [pupil.admissionNo, pupil.name]));
  const lines: MarksRow[] = linesOf(body).map((line) => ({
    admissionNo: text(line.admissionNo),
    marks: marksOf(line.marks),
    absent: line.absent === true,
  }));
  const stranger = lines.find((line) => !names.has(line.admissionNo));
  if (stranger)
    return refusal(
      `${stranger.admissionNo || 'A line without an admission number'} is not on the roll of ${key.classCode}.`,
    );
  const problems = marksSheetProblems({ subject: key.subject, rows: lines }, exam.maxMarks, {
    pupils: names,
    subjectName: subject.name,
  });
  if (problems.length > 0) return refusal(problems[0]!.message);
  if (lines.every((line) => line.marks === null && !line.absent))
    return refusal(`Enter the ${subject.name} marks of at least one pupil, or mark them absent.`);
  const byPupil = new Map(lines.map((line) => [line.admissionNo, line]));
  const sheet: MarksSheet = {
    exam: exam.code,
    classCode: key.classCode,
    subject: subject.code,
    maxMarks: exam.maxMarks,
    rows: roll.flatMap((pupil) => (byPupil.has(pupil.admissionNo) ? [byPupil.get(pupil.admissionNo)!] : [])),
    savedBy: session.userName,
    savedAt: nowStamp(),
  };
  await writeMarksSheet(companyCode, sheet);
  const entered = sheet.rows.filter((row) => row.marks !== null).length;
  const absent = sheet.rows.filter((row) => row.absent).length;
  await logSchool(
    session,
    'students',
    'Save',
    'Marks sheet',
    `${exam.code} ${key.classCode} ${subject.code}`,
    `${entered} marked, ${absent} absent, out of ${exam.maxMarks}`,
  );
  return HttpResponse.json({ result: 'OK', recordId: `${exam.code}|${key.classCode}|${subject.code}` });
}
