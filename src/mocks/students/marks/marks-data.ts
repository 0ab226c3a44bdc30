import type { MarksRequirements, MarksSheetAnswer } from '../../../modules/students/domain/marks-rules';
import { reportCards } from '../../../modules/students/domain/report-card';
import type { ReportCard } from '../../../modules/students/domain/marks-types';
import { classesOf, examsOf, rollOf, subjectsOf } from '../../core/school/school-masters';
import { marksSheetOf, marksSheetsFrom } from '../../core/school/students-store';

/**
 * What the marks desk reads: its choices, a sheet with its class roll, and a class's report cards,
 * each computed from the stored records read once per request. Shared by the handlers, the reports and the bench.
 */

/** The exams (in date order), classes and subjects to choose from: the active ones. */
export async function marksRequirementsOf(companyCode: number): Promise<MarksRequirements> {
  const [exams, classes, subjects] = await Promise.all([
    examsOf(companyCode),
    classesOf(companyCode),
    subjectsOf(companyCode),
  ]);
  return {
    exams: exams
      .filter((exam) => exam.active)
      .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? '') || a.code.localeCompare(b.code))
      .map(({ code, name, term, maxMarks, passMarks, startDate }) => ({
        code,
        name,
        term,
        maxMarks,
        passMarks,
        startDate,
      })),
    classes: classes.filter((one) => one.active).map(({ code, name }) => ({ code, name })),
    subjects: subjects.filter((one) => one.active).map(({ code, name }) => ({ code, name })),
  };
}

/** The sheet of an exam, class and subject with the class roll and the exam's maximum, or why it cannot be read. */
export async function marksSheetAnswer(
  companyCode: number,
  exam: string,
  classCode: string,
  subject: string,
): Promise<MarksSheetAnswer | string> {
  const [exams, classes, subjects] = await Promise.all([
    examsOf(companyCode),
    classesOf(companyCode),
    subjectsOf(companyCode),
  ]);
  const found = exams.find((one) => one.code === exam);
  if (!found) return `There is no exam ${exam || '(none chosen)'}.`;
  if (!classes.some((one) => one.code === classCode)) return `There is no class ${classCode || '(none chosen)'}.`;
  if (!subjects.some((one) => one.code === subject)) return `There is no subject ${subject || '(none chosen)'}.`;
  const [roll, sheet] = await Promise.all([
    rollOf(companyCode, classCode),
    marksSheetOf(companyCode, exam, classCode, subject),
  ]);
  return { roll, maxMarks: found.maxMarks, passMarks: found.passMarks, sheet: sheet ?? null };
}

/** The report cards of a class for an exam (GetStuReportCards), in roll order, or why they cannot be made. */
export async function reportCardsOf(
  companyCode: number,
  exam: string,
  classCode: string,
): Promise<ReportCard[] | string> {
  const [exams, classes, subjects, roll, sheets] = await Promise.all([
    examsOf(companyCode),
    classesOf(companyCode),
    subjectsOf(companyCode),
    rollOf(companyCode, classCode),
    marksSheetsFrom(companyCode, `${exam}|${classCode}|`),
  ]);
  const found = exams.find((one) => one.code === exam);
  if (!found) return `There is no exam ${exam || '(none chosen)'}.`;
  if (!classes.some((one) => one.code === classCode)) return `There is no class ${classCode || '(none chosen)'}.`;
  return reportCards({ exam: found, classCode, roll, subjects, sheets });
}
