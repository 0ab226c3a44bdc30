import type { SchoolReportMap } from '../../frontdesk/reports/school-report-handler';

/**
 * Owned by WP5 (issue 20). The attendance reports' rows: day, week, month and top attendance.
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP5 lands.
 */
export const ATTENDANCE_REPORT_ROWS: SchoolReportMap = {};
