import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { PRODUCTION } from '../../menus/catalogue/production';
import { PRODUCTION_DASHBOARDS } from './production-dashboards';
import { PRODUCTION_RESOURCES } from './production-resources';

export const declarations = Object.values(PRODUCTION);

/** The production masters (processes, process attachments) and the dashboard; planning, batch screens and reports show "not built yet". */
export const screens: ScreenMap = { ...screensFor(PRODUCTION_RESOURCES), ...dashboardScreens(PRODUCTION_DASHBOARDS) };
