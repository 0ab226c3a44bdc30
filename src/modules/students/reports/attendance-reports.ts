import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { ATTENDANCE_REPORTS } from '../attendance/attendance-report-declarations';

/**
 * The attendance reports' screens: daily, weekly, monthly and top attendance (rep-attendance-day, -week, -month, -top).
 */
export const attendanceReportScreens: ScreenMap = reportScreens(ATTENDANCE_REPORTS);
