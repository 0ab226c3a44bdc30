import type { HttpHandler } from 'msw';
import { schoolReportHandlers, type SchoolReportMap } from '../../core/school/school-report-handler';
import { ATTENDANCE_REPORT_ROWS } from './report-rows-attendance';
import { FEE_REPORT_ROWS } from './report-rows-fees';
import { MARKS_REPORT_ROWS } from './report-rows-marks';
import { PENALTY_REPORT_ROWS } from './report-rows-penalties';
import { TIMETABLE_REPORT_ROWS } from './report-rows-timetable';

/** Each students report's source by endpoint (api/StuReports/*), assembled from the areas' own files. */
export const REPORT_ROWS: SchoolReportMap = {
  ...TIMETABLE_REPORT_ROWS,
  ...ATTENDANCE_REPORT_ROWS,
  ...MARKS_REPORT_ROWS,
  ...PENALTY_REPORT_ROWS,
  ...FEE_REPORT_ROWS,
};

/** The demo backend's students reports (menu 8; the key reports stay the generic handlers'). */
export const reportsHandlers: HttpHandler[] = schoolReportHandlers(REPORT_ROWS);
