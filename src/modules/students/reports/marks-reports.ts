import type { ScreenMap } from '../../../engine/module-manifest';

/** Owned by WP6 (marks) (issue 20): subject-wise, class-wise and student-wise marks (rep-makrs-subjectwise, rep-marks-classwise, rep-makrs-studentwise). Empty until its builder lands: those routes show "not built yet". */
export const marksReportScreens: ScreenMap = {};
