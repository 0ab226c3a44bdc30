import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { screensFor } from '../../engine/screens-for';
import { LIBRARY } from '../../menus/catalogue/library';
import { LIBRARY_DASHBOARDS } from './library-dashboards';
import { LIBRARY_RESOURCES } from './library-resources';

export const declarations = Object.values(LIBRARY);

/** The masters (the spec names no older library routes); issues, returns and reports show "not built yet". */
export const screens: ScreenMap = { ...screensFor(LIBRARY_RESOURCES), ...dashboardScreens(LIBRARY_DASHBOARDS) };
