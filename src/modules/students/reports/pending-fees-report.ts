import type { ScreenMap } from '../../../engine/module-manifest';

/** Owned by WP1 (fees) (issue 20): pending fees from the front desk's fee ledger (rep-pending-fees). Empty until its builder lands: those routes show "not built yet". */
export const pendingFeesReportScreens: ScreenMap = {};
