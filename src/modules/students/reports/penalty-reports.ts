import type { ScreenMap } from '../../../engine/module-manifest';

/** Owned by WP8 (penalties) (issue 20): pending penalties (rep-pending-penalities). Empty until its builder lands: those routes show "not built yet". */
export const penaltyReportScreens: ScreenMap = {};
