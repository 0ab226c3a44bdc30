import type { ReportDeclaration } from '../../../engine/report/report';
import { STUDENTS } from '../../../menus/catalogue/students';
import { STU_REPORT_ENDPOINTS as E } from '../reports/domain/report-endpoints';
import { figure, percent, studentsReport, text, type Parameter } from '../reports/domain/report-parts';
import { CLASSES } from '../resources/classes';
import { EXAMS } from '../resources/exams';
import { SUBJECTS } from '../resources/subjects';

/**
 * The marks reports (menu 8, 7-9, the spec's "makrs" spelling kept in the paths), computed by the
 * backend from the stored marks sheets (src/mocks/students/reports/report-rows-marks.ts). Pure declarations: the
 * screens are reportScreens(MARKS_REPORTS) in reports/marks-reports.ts.
 */
const EXAM: Parameter = {
  name: 'exam',
  label: 'Exam',
  type: 'reference',
  required: true,
  reference: { resource: EXAMS.name, endpoint: EXAMS.endpoints.list, key: 'code', label: 'name' },
};
const CLASS: Parameter = {
  name: 'classCode',
  label: 'Class',
  type: 'reference',
  reference: { resource: CLASSES.name, endpoint: CLASSES.endpoints.list, key: 'code', label: 'code' },
};
const SUBJECT: Parameter = {
  name: 'subject',
  label: 'Subject',
  type: 'reference',
  required: true,
  reference: { resource: SUBJECTS.name, endpoint: SUBJECTS.endpoints.list, key: 'code', label: 'name' },
};
/** The front desk's pupils, named by string (a module never imports another module). */
const PUPIL: Parameter = {
  name: 'detail',
  label: 'Pupil',
  type: 'reference',
  required: true,
  reference: {
    resource: 'frontdesk.students',
    endpoint: 'api/FDStudents/GetFDStudents',
    key: 'admissionNo',
    label: 'name',
  },
};

export const SUBJECTWISE_MARKS = studentsReport(
  STUDENTS.repMakrsSubjectwise,
  'subjectwise-marks',
  E.subjectwiseMarks,
  [EXAM, SUBJECT, { ...CLASS, help: 'Leave empty for every class.' }],
  [
    text('classCode', 'Class'),
    text('admissionNo', 'Admission number'),
    text('name', 'Pupil'),
    text('marks', 'Marks'),
    figure('maxMarks', 'Maximum'),
    percent('percent', 'Percentage'),
    text('grade', 'Grade'),
    text('result', 'Result'),
  ],
  'classCode',
);

export const CLASSWISE_MARKS = studentsReport(
  STUDENTS.repMarksClasswise,
  'classwise-marks',
  E.classwiseMarks,
  [EXAM, { ...CLASS, required: true }],
  [
    figure('rank', 'Rank'),
    text('admissionNo', 'Admission number'),
    text('name', 'Pupil'),
    figure('total', 'Total'),
    figure('maxTotal', 'Out of'),
    percent('percent', 'Percentage'),
    text('grade', 'Grade'),
    text('absentIn', 'Absent in'),
    text('result', 'Result'),
  ],
);

export const STUDENTWISE_MARKS = studentsReport(
  STUDENTS.repMakrsStudentwise,
  'studentwise-marks',
  E.studentwiseMarks,
  [PUPIL],
  [
    text('exam', 'Exam'),
    text('subject', 'Subject'),
    text('marks', 'Marks'),
    figure('maxMarks', 'Maximum'),
    percent('percent', 'Percentage'),
    text('grade', 'Grade'),
  ],
  'exam',
);

export const MARKS_REPORTS: readonly ReportDeclaration[] = [SUBJECTWISE_MARKS, CLASSWISE_MARKS, STUDENTWISE_MARKS];
