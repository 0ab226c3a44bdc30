import type { ScreenMap } from '../../../engine/module-manifest';

/** The screens of e-commerce online orders, dispatches and their billing, by route path (spread into the pos module's screen map). */
export const onlineScreens: ScreenMap = {};
