import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { TAKEAWAY } from '../../menus/catalogue/takeaway';
import { TakeawayBillingScreen } from './billing/takeaway-billing-screen';
import { TAKEAWAY_REPORTS } from './reports/takeaway-reports';
import { TAKEAWAY_DASHBOARDS } from './takeaway-dashboards';
import { TAKEAWAY_RESOURCES } from './takeaway-resources';

export const declarations = Object.values(TAKEAWAY);

/**
 * The take-away masters (happy hours, customer offers and banners among them), the counter's billing, its day reports
 * and dashboard.
 */
export const screens: ScreenMap = {
  ...screensFor(TAKEAWAY_RESOURCES),
  ...reportScreens(TAKEAWAY_REPORTS),
  ...dashboardScreens(TAKEAWAY_DASHBOARDS),
  [TAKEAWAY.billingClassy.path]: TakeawayBillingScreen,
};
