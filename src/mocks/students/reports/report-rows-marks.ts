import type { SchoolReportMap } from '../../frontdesk/reports/school-report-handler';

/**
 * Owned by WP6 (issue 20). The marks reports' rows: subject-wise, class-wise and student-wise marks.
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP6 lands.
 */
export const MARKS_REPORT_ROWS: SchoolReportMap = {};
