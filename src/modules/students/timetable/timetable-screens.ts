import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * The timetable by route path (issue 20), spread into the students module's screen map: /students/stutimetable (a
 * class's week of periods, teacher and room clashes refused, teachers' loads). Owner: WP4 (timetable). Empty until
 * then: the route shows "not built yet".
 */
export const timetableScreens: ScreenMap = {};
