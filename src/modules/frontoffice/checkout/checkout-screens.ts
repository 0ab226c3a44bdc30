import type { ScreenMap } from '../../../engine/module-manifest';

/** check-out, the final bill, company bills and collections (issue 18), by route path (spread into the front office module's screen map). */
export const checkoutScreens: ScreenMap = {};
