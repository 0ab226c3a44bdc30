import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { STUDENTS } from '../../../menus/catalogue/students';

/**
 * Student penalties by route path, spread into the students module's screen map:
 * /students/stuptrapenalities (penalties given, collected, cancelled).
 */
export const penaltiesScreens: ScreenMap = {
  [STUDENTS.stuptrapenalities.path]: lazy(() =>
    import('./penalties-screen').then((module) => ({ default: module.PenaltiesScreen })),
  ),
};
