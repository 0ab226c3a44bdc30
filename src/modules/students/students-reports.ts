import { keyReport } from '../../engine/report/key-report';
import type { ReportDeclaration } from '../../engine/report/report';
import { STUDENTS } from '../../menus/catalogue/students';

/** The students key reports: the masters as printed lists, computed by the backend. */
export const STUDENTS_REPORTS: readonly ReportDeclaration[] = [
  keyReport(STUDENTS.keyRepSubjects, 'students.subjects', 'api/StuKeyReports/GetSubjectsList', [
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'Subject', type: 'text' },
    { name: 'practical', label: 'Practicals', type: 'text' },
    { name: 'periodsPerWeek', label: 'Periods per week', type: 'number', total: true },
  ]),
  keyReport(
    STUDENTS.keyRepExams,
    'students.exams',
    'api/StuKeyReports/GetExamsList',
    [
      { name: 'term', label: 'Term', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Exam', type: 'text' },
      { name: 'startDate', label: 'Starts on', type: 'date' },
      { name: 'maxMarks', label: 'Maximum marks', type: 'number' },
      { name: 'weightage', label: 'Weightage', type: 'percent', total: true },
    ],
    { groupBy: 'term' },
  ),
  keyReport(
    STUDENTS.keyRepClasses,
    'students.classes',
    'api/StuKeyReports/GetClassesList',
    [
      { name: 'medium', label: 'Medium', type: 'text' },
      { name: 'code', label: 'Class', type: 'text' },
      { name: 'classTeacher', label: 'Class teacher', type: 'text' },
      { name: 'room', label: 'Room', type: 'text' },
      { name: 'capacity', label: 'Seats', type: 'number', total: true },
    ],
    { groupBy: 'medium' },
  ),
  keyReport(
    STUDENTS.keyRepPenalities,
    'students.penalties',
    'api/StuKeyReports/GetPenaltiesList',
    [
      { name: 'category', label: 'Category', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'reason', label: 'Reason', type: 'text' },
      { name: 'amount', label: 'Amount', type: 'money', total: true },
    ],
    { groupBy: 'category' },
  ),
  keyReport(STUDENTS.keyRepHouses, 'students.houses', 'api/StuKeyReports/GetHousesList', [
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'House', type: 'text' },
    { name: 'houseMaster', label: 'House master', type: 'text' },
    { name: 'captain', label: 'Captain', type: 'text' },
  ]),
];
