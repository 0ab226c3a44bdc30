import type { SchoolReportMap } from './school-report-handler';

/**
 * Owned by WP8 (issue 20). The student views' and NOC rows: class lists (fd-students1), pupils on transport (fd-students3), student strength (fd-students4) and the student NOC.
 * Each entry: the report's endpoint → { report: its declaration, rows: (companyCode, ask, today) => rows | refusal }.
 * A stub (no reports) until WP8 lands.
 */
export const VIEW_REPORT_ROWS: SchoolReportMap = {};
