import type { ScreenMap } from '../../../engine/module-manifest';

/** Issue 21, owned by WP4 (targets, agents and commission rules, the targets report, key reports, the dashboard). */
export const targetScreens: ScreenMap = {};
