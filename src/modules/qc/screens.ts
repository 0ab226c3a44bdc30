import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { QUALITY } from '../../menus/catalogue/quality';
import { QC_DASHBOARDS } from './qc-dashboards';
import { QC_RESOURCES } from './qc-resources';

export const declarations = Object.values(QUALITY);

/** The quality test masters and the dashboard; inward and process tests, approvals and reports show "not built yet". */
export const screens: ScreenMap = { ...screensFor(QC_RESOURCES), ...dashboardScreens(QC_DASHBOARDS) };
