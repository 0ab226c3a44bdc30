import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * The front desk's student views by route path (issue 20), spread into the front desk module's screen map: class
 * lists (/front-desk/fd-students1), students on school transport (/front-desk/fd-students3), student strength
 * (/front-desk/fd-students4) and the student NOC (/front-desk/fd-rep-studentnoc). The fee ledger (fd-students2) is
 * the fees area's. Owner: WP8 (transport, penalties, NOC and student views). Empty until then: "not built yet".
 */
export const viewScreens: ScreenMap = {};
