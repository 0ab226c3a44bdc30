import type { ScreenMap } from '../../../engine/module-manifest';

/** the room panel, room status, housekeeping and reservations (issue 18), by route path (spread into the front office module's screen map). */
export const panelScreens: ScreenMap = {};
