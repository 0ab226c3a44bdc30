import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { HRD } from '../../../menus/catalogue/hrd';

const AttendanceScreen = lazy(() => import('./attendance-screen').then((m) => ({ default: m.AttendanceScreen })));
const ShiftAssignScreen = lazy(() => import('./shift-assign-screen').then((m) => ({ default: m.ShiftAssignScreen })));

/**
 * The HR attendance screens by route path: attendance on its current and older routes, and shift assignment (older
 * only).
 */
export const attendanceScreens: ScreenMap = {
  [HRD.hrdAttendances.path]: AttendanceScreen,
  [HRD.hrdattendances.path]: AttendanceScreen,
  [HRD.hrdshiftassign.path]: ShiftAssignScreen,
};
