import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { screensFor } from '../../engine/screens-for';
import { FRONT_DESK } from '../../menus/catalogue/front-desk';
import { FRONTDESK_DASHBOARDS } from './frontdesk-dashboards';
import { FRONTDESK_RESOURCES } from './frontdesk-resources';

export const declarations = Object.values(FRONT_DESK);

/**
 * The masters (fees, students). fd-students1..4 and entry/rep1-3 are the demo's shared placeholder routes other
 * menus point at, not twins of the students list: they, the transactions and the reports show "not built yet".
 */
export const screens: ScreenMap = { ...screensFor(FRONTDESK_RESOURCES), ...dashboardScreens(FRONTDESK_DASHBOARDS) };
