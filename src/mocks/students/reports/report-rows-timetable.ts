import type { SchoolReportMap } from '../../frontdesk/reports/school-report-handler';

/**
 * Owned by WP4 (issue 20). The timetable reports' rows: teacher-wise and class-wise (STU_REPORT_ENDPOINTS.teacherTimetable, classTimetable).
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP4 lands.
 */
export const TIMETABLE_REPORT_ROWS: SchoolReportMap = {};
