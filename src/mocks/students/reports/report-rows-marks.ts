import type { ReportRow } from '../../../engine/report/report';
import { ABSENT_GRADE, gradeOf, percentOf } from '../../../modules/students/domain/grading';
import { reportCards } from '../../../modules/students/domain/report-card';
import { classCodeOf } from '../../../kits/school/class-code';
import { type MarksRow } from '../../../modules/students/domain/marks-types';
import {
  CLASSWISE_MARKS,
  STUDENTWISE_MARKS,
  SUBJECTWISE_MARKS,
} from '../../../modules/students/marks/marks-report-declarations';
import type { SchoolReportMap } from '../../core/school/school-report-handler';
import { examsOf, rollOf, studentsOf, subjectsOf } from '../../core/school/school-masters';
import { marksSheetsFrom } from '../../core/school/students-store';

/**
 * A pupil's line of a sheet as a report shows it: marks (or Absent), percentage, grade and the pass against the exam's
 * pass marks scaled to the sheet.
 */
function markCells(row: MarksRow, maxMarks: number, exam: { maxMarks: number; passMarks: number }) {
  if (row.absent) return { marks: 'Absent', maxMarks, percent: null, grade: ABSENT_GRADE, result: 'Absent' };
  if (row.marks === null) return { marks: 'Not entered', maxMarks, percent: null, grade: '', result: '' };
  const percent = percentOf(row.marks, maxMarks);
  const passed = row.marks * exam.maxMarks >= exam.passMarks * maxMarks;
  return { marks: String(row.marks), maxMarks, percent, grade: gradeOf(percent), result: passed ? 'Pass' : 'Fail' };
}

/**
 * The marks reports' rows, read from the stored marks sheets once per request:
 *  - subject-wise: one exam and subject, every pupil of the class (or of every class) with a sheet, by class;
 *  - class-wise: one exam and class, each pupil's total, percentage, grade and rank (the report cards' figures), by
 *    rank;
 *  - student-wise: one pupil, every exam and subject of their class, by exam in date order.
 */
export const MARKS_REPORT_ROWS: SchoolReportMap = {
  [SUBJECTWISE_MARKS.endpoint]: {
    report: SUBJECTWISE_MARKS,
    rows: async (companyCode, ask) => {
      const { exam: examCode, subject, classCode } = ask.values;
      const [exams, students, sheets] = await Promise.all([
        examsOf(companyCode),
        studentsOf(companyCode),
        marksSheetsFrom(companyCode, `${examCode}|`),
      ]);
      const exam = exams.find((one) => one.code === examCode);
      if (!exam) return 'Choose the exam.';
      if (!subject) return 'Choose the subject.';
      const names = new Map(students.map((student) => [student.admissionNo, student.name]));
      return sheets
        .filter((sheet) => sheet.subject === subject && (!classCode || sheet.classCode === classCode))
        .sort((a, b) => a.classCode.localeCompare(b.classCode))
        .flatMap((sheet) =>
          sheet.rows.map(
            (row): ReportRow => ({
              classCode: sheet.classCode,
              admissionNo: row.admissionNo,
              name: names.get(row.admissionNo) ?? row.admissionNo,
              ...markCells(row, sheet.maxMarks, exam),
            }),
          ),
        );
    },
  },
  [CLASSWISE_MARKS.endpoint]: {
    report: CLASSWISE_MARKS,
    rows: async (companyCode, ask) => {
      const { exam: examCode, classCode } = ask.values;
      const [exams, subjects, roll, sheets] = await Promise.all([
        examsOf(companyCode),
        subjectsOf(companyCode),
        rollOf(companyCode, classCode),
        marksSheetsFrom(companyCode, `${examCode}|${classCode}|`),
      ]);
      const exam = exams.find((one) => one.code === examCode);
      if (!exam) return 'Choose the exam.';
      if (!classCode) return 'Choose the class.';
      return reportCards({ exam, classCode, roll, subjects, sheets })
        .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
        .map(
          (card): ReportRow => ({
            rank: card.rank,
            admissionNo: card.admissionNo,
            name: card.name,
            total: card.total,
            maxTotal: card.maxTotal,
            percent: card.percent,
            grade: card.grade,
            absentIn: card.subjects
              .filter((line) => line.absent)
              .map((line) => line.name)
              .join(', '),
            result: card.grade === '' ? '' : card.passed ? 'Pass' : 'Fail',
          }),
        );
    },
  },
  [STUDENTWISE_MARKS.endpoint]: {
    report: STUDENTWISE_MARKS,
    rows: async (companyCode, ask) => {
      const [students, exams, subjects, sheets] = await Promise.all([
        studentsOf(companyCode),
        examsOf(companyCode),
        subjectsOf(companyCode),
        marksSheetsFrom(companyCode, ''),
      ]);
      const pupil = students.find((student) => student.admissionNo === ask.detail);
      if (!pupil) return 'Choose the pupil.';
      const classCode = classCodeOf(pupil);
      const examOrder = new Map(
        [...exams]
          .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''))
          .map((exam, index) => [exam.code, index]),
      );
      const subjectOrder = new Map(subjects.map((subject, index) => [subject.code, index]));
      return sheets
        .filter((sheet) => sheet.classCode === classCode)
        .sort(
          (a, b) =>
            (examOrder.get(a.exam) ?? 999) - (examOrder.get(b.exam) ?? 999) ||
            (subjectOrder.get(a.subject) ?? 999) - (subjectOrder.get(b.subject) ?? 999),
        )
        .flatMap((sheet) => {
          const row = sheet.rows.find((one) => one.admissionNo === pupil.admissionNo);
          const exam = exams.find((one) => one.code === sheet.exam);
          if (!row || !exam) return [];
          const { marks, maxMarks, percent, grade } = markCells(row, sheet.maxMarks, exam);
          return [
            {
              exam: exam.name,
              subject: subjects.find((one) => one.code === sheet.subject)?.name ?? sheet.subject,
              marks,
              maxMarks,
              percent,
              grade,
            } satisfies ReportRow,
          ];
        });
    },
  },
};
