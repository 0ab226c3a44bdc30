import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { PRODUCTION } from '../../menus/catalogue/production';
import { PRODUCTION_DASHBOARDS } from './production-dashboards';
import { PRODUCTION_RESOURCES } from './production-resources';
import { batchScreens } from './batches/batch-screens';
import { outsourcingScreens } from './outsourcing/outsourcing-screens';
import { planningScreens } from './planning/planning-screens';

export const declarations = Object.values(PRODUCTION);

/**
 * The production masters and the dashboard; then each area's own screens, which replace a master's screen
 * where they declare the same route: mass planning, batch planning and job cards, outsourcing, the reports.
 */
export const screens: ScreenMap = {
  ...screensFor(PRODUCTION_RESOURCES),
  ...dashboardScreens(PRODUCTION_DASHBOARDS),
  ...planningScreens,
  ...batchScreens,
  ...outsourcingScreens,
};
