import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { QUALITY } from '../../menus/catalogue/quality';
import { QC_DASHBOARDS } from './qc-dashboards';
import { QC_RESOURCES } from './qc-resources';
import { inwardScreens } from './inward/inward-screens';
import { processScreens } from './process/process-screens';

export const declarations = Object.values(QUALITY);

/**
 * The quality test masters and the dashboard; then each area's own screens, which replace a master's screen
 * where they declare the same route: goods-receipt tests and approvals, process tests and approvals, the reports.
 */
export const screens: ScreenMap = {
  ...screensFor(QC_RESOURCES),
  ...dashboardScreens(QC_DASHBOARDS),
  ...inwardScreens,
  ...processScreens,
};
