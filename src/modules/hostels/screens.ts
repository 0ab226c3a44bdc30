import type { ScreenMap } from '../../engine/module-manifest';
import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { HOSTELS } from '../../menus/catalogue/hostels';
import { HOSTELS_DASHBOARDS } from './hostels-dashboards';
import { HOSTELS_REPORTS } from './hostels-reports';
import { HOSTELS_RESOURCES } from './hostels-resources';
import { BillingScreen } from './billing/billing-screen';
import { ChargeEntryScreen } from './charges/charge-entry-screen';
import { RoomPanelScreen } from './panel/room-panel-screen';
import { HostelReceiptsScreen } from './receipts/receipts-screen';

export const declarations = Object.values(HOSTELS);

/** The masters, the room panel, charges, monthly billing, receipts, the reports and the dashboard. */
export const screens: ScreenMap = {
  ...screensFor(HOSTELS_RESOURCES),
  ...dashboardScreens(HOSTELS_DASHBOARDS),
  ...reportScreens(HOSTELS_REPORTS),
  [HOSTELS.hostelRoomPanel.path]: RoomPanelScreen,
  [HOSTELS.hostelChargeEntry.path]: ChargeEntryScreen,
  [HOSTELS.hostelBilling.path]: BillingScreen,
  [HOSTELS.hostelReceipts.path]: HostelReceiptsScreen,
};
