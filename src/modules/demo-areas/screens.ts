import type { ScreenMap } from '../../engine/module-manifest';

/** None of these generic areas is built yet: each route shows the "not built yet" page. */
export const screens: ScreenMap = {};
