import type { ComponentType } from 'react';
import { createElement } from 'react';
import { HomeDashboard } from '../screens/home-dashboard';
import { MisDashboardPage } from './mis-dashboard-page';
import {
  MANUFACTURING_DASHBOARD,
  OPERATIONS_DASHBOARD,
  PEOPLE_DASHBOARD,
  REAL_ESTATE_DASHBOARD,
  SALES_DASHBOARD,
  SCHOOL_DASHBOARD,
  type MisDashboard,
} from './mis-dashboards';

/** A screen showing one dashboard (a named component, so React's tools show which). */
function screenOf(dashboard: MisDashboard): ComponentType {
  const Screen = () => createElement(MisDashboardPage, { dashboard });
  Screen.displayName = `Dashboard(${dashboard.name})`;
  return Screen;
}

/**
 * The dashboards by path: the common one, versions 2 to 4, and the manufacturing, real-estate and school editions'
 * homes.
 */
export const DASHBOARD_SCREENS: Readonly<Record<string, ComponentType>> = {
  'dashboard/dashboardmain': HomeDashboard,
  'dashboard/v2': screenOf(SALES_DASHBOARD),
  'dashboard/v3': screenOf(OPERATIONS_DASHBOARD),
  'dashboard/v4': screenOf(PEOPLE_DASHBOARD),
  'dashboard/dashboardUsine': screenOf(MANUFACTURING_DASHBOARD),
  'dashboard/dashboardReal': screenOf(REAL_ESTATE_DASHBOARD),
  'dashboard/dashboardshiksha': screenOf(SCHOOL_DASHBOARD),
};
