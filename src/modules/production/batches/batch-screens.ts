import type { ScreenMap } from '../../../engine/module-manifest';

/** Issue 21, owned by WP6 (batch planning, batch process (job cards), pending processes, material costing and wastage reports, the dashboard). */
export const batchScreens: ScreenMap = {};
