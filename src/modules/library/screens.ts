import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { screensFor } from '../../engine/screens-for';
import { LIBRARY } from '../../menus/catalogue/library';
import { circulationScreens } from './circulation/circulation-screens';
import { LIBRARY_DASHBOARDS } from './library-dashboards';
import { LIBRARY_RESOURCES } from './library-resources';
import { reportsScreens } from './reports/reports-screens';

export const declarations = Object.values(LIBRARY);

/**
 * The masters (the spec names no older library routes) and the dashboard; then each area's own screens:
 * circulation (issues, returns, journals received) and the reports. A route no area has built yet shows "not built
 * yet".
 */
export const screens: ScreenMap = {
  ...screensFor(LIBRARY_RESOURCES),
  ...dashboardScreens(LIBRARY_DASHBOARDS),
  ...circulationScreens,
  ...reportsScreens,
};
