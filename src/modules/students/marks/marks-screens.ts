import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { STUDENTS } from '../../../menus/catalogue/students';

const MarksScreen = lazy(() => import('./marks-screen').then((m) => ({ default: m.MarksScreen })));

/**
 * Marks by route path, spread into the students module's screen map: /students/stumarks (marks per exam,
 * class and subject, and the report cards of a class).
 */
export const marksScreens: ScreenMap = {
  [STUDENTS.stumarks.path]: MarksScreen,
};
