import type { HttpHandler } from 'msw';
import { attendanceHandlers } from './attendance/attendance-handlers';
import { marksHandlers } from './marks/marks-handlers';
import { penaltiesHandlers } from './penalties/penalties-handlers';
import { reportsHandlers } from './reports/reports-handlers';
import './stu-seeders';
import { timetableHandlers } from './timetable/timetable-handlers';

/** The demo backend's timetable, attendance, marks, penalties and students reports, before the generic handlers. */
export const stuHandlers: HttpHandler[] = [
  ...timetableHandlers,
  ...attendanceHandlers,
  ...marksHandlers,
  ...penaltiesHandlers,
  ...reportsHandlers,
];
