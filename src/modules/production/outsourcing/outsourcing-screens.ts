import type { ScreenMap } from '../../../engine/module-manifest';

/** Issue 21, owned by WP8 (outsources, assign outsource). */
export const outsourcingScreens: ScreenMap = {};
