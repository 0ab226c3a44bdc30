import type { ReportDeclaration } from '../../engine/report/report';
import { STUDENTS } from '../../menus/catalogue/students';

const list = (screen: ReportDeclaration['screen'], resource: string, action: string, columns: ReportDeclaration['columns'], groupBy?: string): ReportDeclaration => ({
  name: `${resource}.key-report`,
  title: screen.title,
  screen,
  endpoint: `api/StuKeyReports/${action}`,
  parameters: [],
  columns,
  ...(groupBy ? { groupBy } : {}),
  source: { resource },
});

/** The students key reports: the masters as printed lists, computed by the backend. */
export const STUDENTS_REPORTS: readonly ReportDeclaration[] = [
  list(STUDENTS.keyRepSubjects, 'students.subjects', 'GetSubjectsList', [
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'Subject', type: 'text' },
    { name: 'practical', label: 'Practicals', type: 'text' },
    { name: 'periodsPerWeek', label: 'Periods per week', type: 'number', total: true },
  ]),
  list(STUDENTS.keyRepExams, 'students.exams', 'GetExamsList', [
    { name: 'term', label: 'Term', type: 'text' },
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'Exam', type: 'text' },
    { name: 'startDate', label: 'Starts on', type: 'date' },
    { name: 'maxMarks', label: 'Maximum marks', type: 'number' },
    { name: 'weightage', label: 'Weightage', type: 'percent', total: true },
  ], 'term'),
  list(STUDENTS.keyRepClasses, 'students.classes', 'GetClassesList', [
    { name: 'medium', label: 'Medium', type: 'text' },
    { name: 'code', label: 'Class', type: 'text' },
    { name: 'classTeacher', label: 'Class teacher', type: 'text' },
    { name: 'room', label: 'Room', type: 'text' },
    { name: 'capacity', label: 'Seats', type: 'number', total: true },
  ], 'medium'),
  list(STUDENTS.keyRepPenalities, 'students.penalties', 'GetPenaltiesList', [
    { name: 'category', label: 'Category', type: 'text' },
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'reason', label: 'Reason', type: 'text' },
    { name: 'amount', label: 'Amount', type: 'money', total: true },
  ], 'category'),
  list(STUDENTS.keyRepHouses, 'students.houses', 'GetHousesList', [
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'House', type: 'text' },
    { name: 'houseMaster', label: 'House master', type: 'text' },
    { name: 'captain', label: 'Captain', type: 'text' },
  ]),
];
