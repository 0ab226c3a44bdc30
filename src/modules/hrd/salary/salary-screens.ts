import type { ScreenMap } from '../../../engine/module-manifest';

/** The HR salary screens by route path (issue 19), spread into the HR module's screen map; each screen loads lazily. */
export const salaryScreens: ScreenMap = {};
