import type { ReportDeclaration } from '../../../engine/report/report';
import { STUDENTS } from '../../../menus/catalogue/students';
import { STU_REPORT_ENDPOINTS as E } from '../reports/domain/report-endpoints';
import { count, figure, percent, studentsReport, text, type Parameter } from '../reports/domain/report-parts';
import { CLASSES } from '../resources/classes';
import { MONTH_NAMES } from '../../../lib/format/month-names';

/**
 * The attendance reports (students menu 8/3-8/6): a day's, a week's and a month's attendance by class, and
 * the best attenders of a period. Computed by the demo backend from the stored registers
 * (src/mocks/students/reports/report-rows-attendance.ts), which imports these declarations.
 */

/** The class to report on ('' every class). */
export const CLASS_PARAMETER: Parameter = {
  name: 'classCode',
  label: 'Class',
  type: 'reference',
  help: 'Leave empty for every class.',
  reference: { resource: CLASSES.name, endpoint: CLASSES.endpoints.list, key: 'code', label: 'code' },
};

/** A month to choose (`detail`: yyyy-MM): this month first, then the twelve before it. */
function monthChoice(today = new Date()): Parameter {
  const options = Array.from({ length: 13 }, (_, back) => {
    const moment = new Date(today.getFullYear(), today.getMonth() - back, 1);
    return {
      value: `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}`,
      label: `${MONTH_NAMES[moment.getMonth()]} ${moment.getFullYear()}`,
    };
  });
  return { name: 'detail', label: 'Month', type: 'select', required: true, defaultValue: options[0]!.value, options };
}

/** The weekdays a week report shows, Monday first. */
export const WEEK_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const ATTENDANCE_REPORTS: readonly ReportDeclaration[] = [
  studentsReport(
    STUDENTS.repAttendanceDay,
    'attendance-day',
    E.dayAttendance,
    [{ name: 'frmDate', label: 'Day', type: 'date', required: true, defaultValue: '@today' }, CLASS_PARAMETER],
    [
      text('classCode', 'Class'),
      text('register', 'Register'),
      count('roll', 'On roll'),
      count('present', 'Present'),
      count('absent', 'Absent'),
      percent('percent', 'Attendance'),
      text('absentees', 'Absentees'),
    ],
  ),
  studentsReport(
    STUDENTS.repAttendanceWeek,
    'attendance-week',
    E.weekAttendance,
    [
      { name: 'frmDate', label: 'Any day of the week', type: 'date', required: true, defaultValue: '@today' },
      CLASS_PARAMETER,
    ],
    [
      text('classCode', 'Class'),
      figure('roll', 'On roll'),
      ...WEEK_COLUMNS.map((day) => text(day, `${day.charAt(0).toUpperCase()}${day.slice(1)} (present)`)),
      count('present', 'Present (pupil-days)'),
      count('absent', 'Absent (pupil-days)'),
      percent('percent', 'Attendance'),
    ],
  ),
  studentsReport(
    STUDENTS.repAttendanceMonth,
    'attendance-month',
    E.monthAttendance,
    [monthChoice(), CLASS_PARAMETER],
    [
      text('classCode', 'Class'),
      text('admissionNo', 'Admission no.'),
      text('name', 'Pupil'),
      figure('marked', 'Days marked'),
      count('present', 'Present'),
      count('absent', 'Absent'),
      percent('percent', 'Attendance'),
    ],
    'classCode',
  ),
  studentsReport(
    STUDENTS.repAttendanceTop,
    'attendance-top',
    E.topAttendance,
    [
      { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' },
      { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' },
      CLASS_PARAMETER,
      { name: 'limit', label: 'How many pupils', type: 'number', min: 1, max: 100, decimals: 0, defaultValue: 10 },
    ],
    [
      figure('rank', 'Rank'),
      text('name', 'Pupil'),
      text('admissionNo', 'Admission no.'),
      text('classCode', 'Class'),
      figure('present', 'Days present'),
      figure('marked', 'Days marked'),
      percent('percent', 'Attendance'),
    ],
  ),
];
