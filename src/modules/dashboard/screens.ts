import type { ScreenMap } from '../../engine/module-manifest';
import { DASHBOARD } from '../../menus/catalogue/dashboard';
import { HomeDashboard } from './screens/home-dashboard';

export const declarations = Object.values(DASHBOARD);

export const screens: ScreenMap = {
  'dashboard/dashboardmain': HomeDashboard,
  'dashboard/dashboardUsine': HomeDashboard,
  'dashboard/dashboardReal': HomeDashboard,
  'dashboard/dashboardshiksha': HomeDashboard,
};
