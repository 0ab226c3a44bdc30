import type { SchoolReportMap } from './school-report-handler';

/**
 * Owned by WP3 (issue 20). The desk reports' rows: training information and meeting details.
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP3 lands.
 */
export const DESK_REPORT_ROWS: SchoolReportMap = {};
