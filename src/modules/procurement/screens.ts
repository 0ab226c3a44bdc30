import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { reportScreens } from '../../engine/report/report-screen';
import { resourceScreen } from '../../engine/resource-screen';
import { screensFor } from '../../engine/screens-for';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { PROCUREMENT_DASHBOARDS } from './procurement-dashboards';
import { PROCUREMENT_REPORTS } from './procurement-reports';
import { PROCUREMENT_RESOURCES } from './procurement-resources';
import { AccountSettingsScreen } from './account-settings/account-settings-screen';
import { GOODS_RECEIPTS } from './receipts/goods-receipts';
import { PendingOrderLines } from './receipts/pending-order-lines';
import { RequestApprovalsScreen } from './requests/request-approvals-screen';
import { RequestsScreen } from './requests/requests-screen';
import { SUPPLIERS } from './resources/suppliers';

export const declarations = Object.values(PROCUREMENT);

/**
 * The procurement masters, the tax assignings setup list (pur-suppliers is the suppliers screen's other path), the
 * dashboard, the key reports, requests and their approvals, goods receipts (inwards), and the accounts settings.
 */
export const screens: ScreenMap = {
  ...screensFor(PROCUREMENT_RESOURCES, {
    [PROCUREMENT.purSuppliers.path]: SUPPLIERS,
  }),
  ...reportScreens(PROCUREMENT_REPORTS),
  ...dashboardScreens(PROCUREMENT_DASHBOARDS),
  [PROCUREMENT.purRequests.path]: RequestsScreen,
  [PROCUREMENT.purRequestApprovals.path]: RequestApprovalsScreen,
  [PROCUREMENT.purAccSettings.path]: AccountSettingsScreen,
  [PROCUREMENT.purStockPurchases.path]: resourceScreen(GOODS_RECEIPTS, PendingOrderLines),
};
