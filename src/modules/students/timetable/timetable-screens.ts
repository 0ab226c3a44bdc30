import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { STUDENTS } from '../../../menus/catalogue/students';

const TimetableScreen = lazy(() => import('./timetable-screen').then((m) => ({ default: m.TimetableScreen })));

/**
 * The timetable by route path, spread into the students module's screen map: /students/stutimetable (a
 * class's week of periods, teacher and room clashes refused, teachers' loads).
 */
export const timetableScreens: ScreenMap = {
  [STUDENTS.stutimetable.path]: TimetableScreen,
};
