import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { STUDENTS } from '../../../menus/catalogue/students';

const AttendanceScreen = lazy(() => import('./attendance-screen').then((m) => ({ default: m.AttendanceScreen })));

/**
 * Student attendance by route path, spread into the students module's screen map: /students/stuattendance
 * (a class's register for a day, and its month grid).
 */
export const attendanceScreens: ScreenMap = {
  [STUDENTS.stuattendance.path]: AttendanceScreen,
};
