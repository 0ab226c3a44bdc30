import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { MARKS_REPORTS } from '../marks/marks-report-declarations';

/**
 * The marks reports' screens: subject-wise, class-wise and student-wise marks (rep-makrs-subjectwise,
 * rep-marks-classwise, rep-makrs-studentwise).
 */
export const marksReportScreens: ScreenMap = reportScreens(MARKS_REPORTS);
