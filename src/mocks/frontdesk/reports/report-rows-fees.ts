import type { SchoolReportMap } from './school-report-handler';

/**
 * Owned by WP1 (issue 20). The fee reports' rows: term-wise and total pending fees (FD_REPORT_ENDPOINTS.termwisePendings, totalPendings).
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP1 lands.
 */
export const FEE_REPORT_ROWS: SchoolReportMap = {};
