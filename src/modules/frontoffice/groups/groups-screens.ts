import type { ScreenMap } from '../../../engine/module-manifest';

/** group operations (issue 18), by route path (spread into the front office module's screen map). */
export const groupScreens: ScreenMap = {};
