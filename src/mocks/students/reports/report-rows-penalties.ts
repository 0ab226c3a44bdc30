import type { SchoolReportMap } from '../../frontdesk/reports/school-report-handler';

/**
 * Owned by WP8 (issue 20). The pending penalties report's rows.
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP8 lands.
 */
export const PENALTY_REPORT_ROWS: SchoolReportMap = {};
