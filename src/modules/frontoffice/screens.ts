import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { screensFor } from '../../engine/screens-for';
import { FRONT_OFFICE } from '../../menus/catalogue/front-office';
import { auditScreens } from './audit/audit-screens';
import { checkinScreens } from './checkin/checkin-screens';
import { checkoutScreens } from './checkout/checkout-screens';
import { folioScreens } from './folio/folio-screens';
import { FRONTOFFICE_DASHBOARDS } from './frontoffice-dashboards';
import { FRONTOFFICE_RESOURCES } from './frontoffice-resources';
import { groupScreens } from './groups/groups-screens';
import { panelScreens } from './panel/panel-screens';

export const declarations = Object.values(FRONT_OFFICE);

/**
 * The masters and the dashboard; then each area's own screens: the room panel and vacant-room operations,
 * check-in and the guest's details, the folio, check-out, group operations, night audit with the reports and setup.
 */
export const screens: ScreenMap = {
  ...screensFor(FRONTOFFICE_RESOURCES),
  ...dashboardScreens(FRONTOFFICE_DASHBOARDS),
  ...panelScreens,
  ...checkinScreens,
  ...folioScreens,
  ...checkoutScreens,
  ...groupScreens,
  ...auditScreens,
};
