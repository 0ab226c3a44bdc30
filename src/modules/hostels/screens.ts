import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { screensFor } from '../../engine/screens-for';
import { HOSTELS } from '../../menus/catalogue/hostels';
import { HOSTELS_DASHBOARDS } from './hostels-dashboards';
import { HOSTELS_RESOURCES } from './hostels-resources';

export const declarations = Object.values(HOSTELS);

/** The masters (the spec names no older hostels routes); the dashboard and the room panel show "not built yet". */
export const screens: ScreenMap = { ...screensFor(HOSTELS_RESOURCES), ...dashboardScreens(HOSTELS_DASHBOARDS) };
