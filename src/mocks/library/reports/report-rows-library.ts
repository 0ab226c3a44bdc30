import type { SchoolReportMap } from '../../frontdesk/reports/school-report-handler';

/**
 * Owned by WP7 (issue 20). The library reports' rows: books by filter, books issued out, overdue issues, student information and journals (LIB_REPORT_ENDPOINTS).
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP7 lands.
 */
export const LIBRARY_REPORT_ROWS: SchoolReportMap = {};
