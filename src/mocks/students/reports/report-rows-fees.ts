import type { SchoolReportMap } from '../../frontdesk/reports/school-report-handler';

/**
 * Owned by WP1 (issue 20). The students' pending fees report's rows (STU_REPORT_ENDPOINTS.pendingFees), read from fee-ledger-source.ts.
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP1 lands.
 */
export const FEE_REPORT_ROWS: SchoolReportMap = {};
