import type { ScreenMap } from '../../../engine/module-manifest';

/** Issue 21, owned by WP5 (processes, product set-ups, mass planning, the mass achievement and materials required reports). */
export const planningScreens: ScreenMap = {};
