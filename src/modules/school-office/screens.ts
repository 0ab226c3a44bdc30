import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { screensFor } from '../../engine/screens-for';
import { FRONT_DESK } from '../../menus/catalogue/front-desk';
import { deskScreens } from './desk/desk-screens';
import { enquiryScreens } from './enquiries/enquiry-screens';
import { feesScreens } from './fees/fees-screens';
import { FRONTDESK_DASHBOARDS } from './frontdesk-dashboards';
import { FRONTDESK_RESOURCES } from './frontdesk-resources';
import { reportsScreens } from './reports/reports-screens';
import { viewScreens } from './views/view-screens';

export const declarations = Object.values(FRONT_DESK);

/**
 * The masters (fees, students) and the dashboard; then each area's own screens: fee collections and the
 * fee ledger, enquiries (calls, presentations, the shares' entry), the desk logs and book sales, the student views
 * (fd-students1, 3, 4, the NOC) and the reports (the shares' rep1-3 among them). A route no area has built yet
 * shows "not built yet".
 */
export const screens: ScreenMap = {
  ...screensFor(FRONTDESK_RESOURCES),
  ...dashboardScreens(FRONTDESK_DASHBOARDS),
  ...feesScreens,
  ...enquiryScreens,
  ...deskScreens,
  ...viewScreens,
  ...reportsScreens,
};
