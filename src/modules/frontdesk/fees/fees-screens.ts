import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * The front desk fee screens by route path (issue 20), spread into the front desk module's screen map: fee collections
 * (/front-desk/fd-feestra: receipts with instalments, concession and late fine, print, cancel) and the student fee
 * ledger (/front-desk/fd-students2). Owner: WP1 (fees). Empty until then: those routes show "not built yet".
 */
export const feesScreens: ScreenMap = {};
