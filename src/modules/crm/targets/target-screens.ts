import { lazy } from 'react';
import { dashboardScreens } from '../../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { CRM } from '../../../menus/catalogue/crm';
import { CRM_DASHBOARDS } from '../crm-dashboards';
import { CRM_TARGET_REPORTS } from '../reports/crm-reports';

const TargetsScreen = lazy(() => import('./targets-screen').then((m) => ({ default: m.TargetsScreen })));
const AgentsScreen = lazy(() => import('../agents/agents-screen').then((m) => ({ default: m.AgentsScreen })));

/** Targets, agents and commission rules, the targets report, the key reports and the dashboard. */
export const targetScreens: ScreenMap = {
  [CRM.crmTargets.path]: TargetsScreen,
  [CRM.crmAgents.path]: AgentsScreen,
  ...reportScreens(CRM_TARGET_REPORTS),
  ...dashboardScreens(CRM_DASHBOARDS),
};
