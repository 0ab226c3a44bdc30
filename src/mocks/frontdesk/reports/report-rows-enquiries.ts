import type { SchoolReportMap } from './school-report-handler';

/**
 * Owned by WP2 (issue 20). The enquiry reports' rows: calls, pending calls, presentations, pending presentations, user-wise calls and the shared rep1-3 (enquiries, pending, converted).
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP2 lands.
 */
export const ENQUIRY_REPORT_ROWS: SchoolReportMap = {};
