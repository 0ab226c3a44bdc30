import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { VEHICLES } from '../../../menus/catalogue/vehicles';

/**
 * School transport by route path, spread into the vehicles module's screen map: transport assignments
 * (/vehicles/veh-transport: pupils on a route and stop, each way or one, seats checked against the vehicles).
 */
export const transportScreens: ScreenMap = {
  [VEHICLES.vehTransport.path]: lazy(() =>
    import('./transport-screen').then((module) => ({ default: module.TransportScreen })),
  ),
};
