import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { CRM } from '../../menus/catalogue/crm';
import { CRM_DASHBOARDS } from './crm-dashboards';
import { CRM_RESOURCES } from './crm-resources';
import { leadsScreens } from './leads/leads-screens';
import { orderScreens } from './orders/order-screens';
import { quotationScreens } from './quotations/quotation-screens';
import { targetScreens } from './targets/target-screens';

export const declarations = Object.values(CRM);

/**
 * The CRM masters and the dashboard; then each area's own screens, which replace a master's screen where
 * they declare the same route: leads, contact submissions, customers and contacts; quotations and their approvals;
 * sale orders and their approvals; targets, agents, the reports and key reports.
 */
export const screens: ScreenMap = {
  ...screensFor(CRM_RESOURCES),
  ...dashboardScreens(CRM_DASHBOARDS),
  ...leadsScreens,
  ...quotationScreens,
  ...orderScreens,
  ...targetScreens,
};
