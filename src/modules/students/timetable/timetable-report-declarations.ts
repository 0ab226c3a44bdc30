import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { STUDENTS } from '../../../menus/catalogue/students';
import { SCHOOL_PERIODS } from '../domain/timetable-types';
import { CLASSES } from '../resources/classes';
import { STU_REPORT_ENDPOINTS as E } from '../reports/domain/report-endpoints';

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
/** P1 … P8: what each period of the day holds. */
const PERIOD_COLUMNS = Array.from({ length: SCHOOL_PERIODS }, (_, at) => text(`p${at + 1}`, `P${at + 1}`));
const PERIODS_TAUGHT: ReportColumn = { name: 'periods', label: 'Periods', type: 'number', total: true };

/**
 * The timetable reports (menu 8, 1-2), computed by the backend from the saved weeks: each teacher's
 * week (a row a day: the class and subject of each period; the subtotal is the teacher's weekly load) and each
 * class's (the subject and teacher of each period). Pure declarations (the demo backend reads them).
 */
export const TEACHER_TIMETABLE_REPORT: ReportDeclaration = {
  name: 'students.report.teacher-timetable',
  title: STUDENTS.repTimetable.title,
  screen: STUDENTS.repTimetable,
  endpoint: E.teacherTimetable,
  parameters: [
    {
      name: 'detail',
      label: 'Teacher (part of the name)',
      type: 'text',
      max: 60,
      help: 'Leave empty for every teacher.',
    },
  ],
  columns: [text('teacher', 'Teacher'), text('day', 'Day'), ...PERIOD_COLUMNS, PERIODS_TAUGHT],
  groupBy: 'teacher',
};

export const CLASS_TIMETABLE_REPORT: ReportDeclaration = {
  name: 'students.report.class-timetable',
  title: STUDENTS.repTimetableclasswise.title,
  screen: STUDENTS.repTimetableclasswise,
  endpoint: E.classTimetable,
  parameters: [
    {
      name: 'classCode',
      label: 'Class',
      type: 'reference',
      help: 'Leave empty for every class.',
      reference: { resource: CLASSES.name, endpoint: CLASSES.endpoints.list, key: 'code', label: 'name' },
    },
  ],
  columns: [text('classCode', 'Class'), text('day', 'Day'), ...PERIOD_COLUMNS, PERIODS_TAUGHT],
  groupBy: 'classCode',
};

export const TIMETABLE_REPORTS: readonly ReportDeclaration[] = [TEACHER_TIMETABLE_REPORT, CLASS_TIMETABLE_REPORT];
