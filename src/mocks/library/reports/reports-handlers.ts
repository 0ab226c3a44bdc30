import type { HttpHandler } from 'msw';
import { schoolReportHandlers, type SchoolReportMap } from '../../core/school/school-report-handler';
import { LIBRARY_REPORT_ROWS } from './report-rows-library';

/** Each library report's source by endpoint (api/LibReports/*). */
export const REPORT_ROWS: SchoolReportMap = { ...LIBRARY_REPORT_ROWS };

/** The demo backend's library reports (menu 8). */
export const reportsHandlers: HttpHandler[] = schoolReportHandlers(REPORT_ROWS);
