import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * Marks by route path (issue 20), spread into the students module's screen map: /students/stumarks (marks per exam,
 * class and subject, and the report cards of a class). Owner: WP6 (marks and report cards). Empty until then: the
 * route shows "not built yet".
 */
export const marksScreens: ScreenMap = {};
