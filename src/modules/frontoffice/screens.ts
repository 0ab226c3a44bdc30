import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { screensFor } from '../../engine/screens-for';
import { FRONT_OFFICE } from '../../menus/catalogue/front-office';
import { FRONTOFFICE_DASHBOARDS } from './frontoffice-dashboards';
import { FRONTOFFICE_RESOURCES } from './frontoffice-resources';

export const declarations = Object.values(FRONT_OFFICE);

/** The masters (the spec names no older front office routes); the dashboard shows "not built yet" until a later issue. */
export const screens: ScreenMap = { ...screensFor(FRONTOFFICE_RESOURCES), ...dashboardScreens(FRONTOFFICE_DASHBOARDS) };
