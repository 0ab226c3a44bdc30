import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * School transport by route path (issue 20), spread into the vehicles module's screen map: transport assignments
 * (/vehicles/veh-transport: students on a route and stop, each way or one, seats checked against the vehicles).
 * Owner: WP8 (transport, penalties, NOC and student views). Empty until then: the route shows "not built yet".
 */
export const transportScreens: ScreenMap = {};
