import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * Student penalties by route path (issue 20), spread into the students module's screen map:
 * /students/stuptrapenalities (penalties given, collected, cancelled). Owner: WP8 (transport, penalties, NOC and
 * student views). Empty until then: the route shows "not built yet".
 */
export const penaltiesScreens: ScreenMap = {};
