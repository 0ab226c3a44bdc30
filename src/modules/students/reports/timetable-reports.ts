import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { TIMETABLE_REPORTS } from '../timetable/timetable-report-declarations';

/**
 * The timetable reports' screens: teacher-wise and class-wise timetables (/students/rep-timetable,
 * rep-timetableclasswise).
 */
export const timetableReportScreens: ScreenMap = reportScreens(TIMETABLE_REPORTS);
