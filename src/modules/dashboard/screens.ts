import type { ScreenMap } from '../../engine/module-manifest';
import { HomeDashboard } from './screens/home-dashboard';

export const screens: ScreenMap = {
  'dashboard/dashboardmain': HomeDashboard,
  'dashboard/dashboardUsine': HomeDashboard,
  'dashboard/dashboardReal': HomeDashboard,
  'dashboard/dashboardshiksha': HomeDashboard,
};
