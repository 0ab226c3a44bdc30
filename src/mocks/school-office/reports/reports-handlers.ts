import type { HttpHandler } from 'msw';
import { DESK_REPORT_ROWS } from './report-rows-desk';
import { ENQUIRY_REPORT_ROWS } from './report-rows-enquiries';
import { FEE_REPORT_ROWS } from './report-rows-fees';
import { VIEW_REPORT_ROWS } from './report-rows-views';
import { schoolReportHandlers, type SchoolReportMap } from '../../core/school/school-report-handler';

/** Each front desk report's source by endpoint (api/FDReports/*), assembled from the areas' own files. */
export const REPORT_ROWS: SchoolReportMap = {
  ...FEE_REPORT_ROWS,
  ...ENQUIRY_REPORT_ROWS,
  ...DESK_REPORT_ROWS,
  ...VIEW_REPORT_ROWS,
};

/** The demo backend's front desk reports (menu 8, the shared rep1-3 and the student views). */
export const reportsHandlers: HttpHandler[] = schoolReportHandlers(REPORT_ROWS);
