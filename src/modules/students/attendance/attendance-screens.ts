import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * Student attendance by route path (issue 20), spread into the students module's screen map: /students/stuattendance
 * (a class's register for a day, and its month grid). Owner: WP5 (attendance). Empty until then: the route shows
 * "not built yet".
 */
export const attendanceScreens: ScreenMap = {};
