import type { ScreenMap } from '../../../engine/module-manifest';

/** Owned by WP4 (timetable) (issue 20): teacher-wise and class-wise timetables (/students/rep-timetable, rep-timetableclasswise). Empty until its builder lands: those routes show "not built yet". */
export const timetableReportScreens: ScreenMap = {};
