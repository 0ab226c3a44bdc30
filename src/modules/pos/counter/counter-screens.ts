import type { ScreenMap } from '../../../engine/module-manifest';

/** The screens of counter sales (classic and touch), the sales list, returns, debit notes, by route path (spread into the pos module's screen map). */
export const counterScreens: ScreenMap = {};
