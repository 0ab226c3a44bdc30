import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { screensFor } from '../../engine/screens-for';
import { VEHICLES } from '../../menus/catalogue/vehicles';
import { transportScreens } from './transport/transport-screens';
import { VEHICLES_DASHBOARDS } from './vehicles-dashboards';
import { VEHICLES_RESOURCES } from './vehicles-resources';

export const declarations = Object.values(VEHICLES);

/**
 * The masters (the spec names no older vehicles routes), the dashboard (from real data: riders, seats, transport dues)
 * and transport assignments (/vehicles/veh-transport).
 */
export const screens: ScreenMap = {
  ...screensFor(VEHICLES_RESOURCES),
  ...dashboardScreens(VEHICLES_DASHBOARDS),
  ...transportScreens,
};
