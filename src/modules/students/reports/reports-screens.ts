import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * The students reports by route path (issue 20), spread into the students module's screen map (the key reports stay
 * in students-reports.ts); each builder adds the line of its own report declarations: teacher-wise and class-wise
 * timetables (/students/rep-timetable, rep-timetableclasswise: WP4); daily, weekly, monthly and top attendance
 * (rep-attendance-day, rep-attendance-week, rep-attendance-month, rep-attendance-top: WP5); subject-wise, class-wise
 * and student-wise marks (rep-makrs-subjectwise, rep-marks-classwise, rep-makrs-studentwise: WP6); pending penalties
 * (rep-pending-penalities: WP8); pending fees (rep-pending-fees: WP1). Empty until then: "not built yet".
 */
export const reportsScreens: ScreenMap = {};
