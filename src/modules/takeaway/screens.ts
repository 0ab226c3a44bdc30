import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { TAKEAWAY } from '../../menus/catalogue/takeaway';
import { TAKEAWAY_DASHBOARDS } from './takeaway-dashboards';
import { TAKEAWAY_RESOURCES } from './takeaway-resources';

export const declarations = Object.values(TAKEAWAY);

/** The take-away masters (happy hours, customer offers and banners among them) and the dashboard; billing and reports show "not built yet" (issue 17). */
export const screens: ScreenMap = { ...screensFor(TAKEAWAY_RESOURCES), ...dashboardScreens(TAKEAWAY_DASHBOARDS) };
