import type { ScreenMap } from '../../../engine/module-manifest';

/** Issue 21, owned by WP7 (QC test masters, MIR tests and approvals, pending MIR tests, MIR results, supplier rating). */
export const inwardScreens: ScreenMap = {};
