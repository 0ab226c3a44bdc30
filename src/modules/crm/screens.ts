import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { CRM } from '../../menus/catalogue/crm';
import { CRM_DASHBOARDS } from './crm-dashboards';
import { CRM_RESOURCES } from './crm-resources';

export const declarations = Object.values(CRM);

/** The CRM masters (setup lists, contacts, customers) and the dashboard; leads, quotations, orders and approvals show "not built yet". */
export const screens: ScreenMap = { ...screensFor(CRM_RESOURCES), ...dashboardScreens(CRM_DASHBOARDS) };
