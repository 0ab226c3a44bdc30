import type { ScreenMap } from '../../../engine/module-manifest';

/** Owned by WP5 (attendance) (issue 20): daily, weekly, monthly and top attendance (rep-attendance-day, -week, -month, -top). Empty until its builder lands: those routes show "not built yet". */
export const attendanceReportScreens: ScreenMap = {};
