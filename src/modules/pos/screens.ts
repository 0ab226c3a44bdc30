import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { POS } from '../../menus/catalogue/pos';
import { POS_DASHBOARDS } from './pos-dashboards';
import { POS_REPORTS } from './pos-reports';
import { POS_RESOURCES } from './pos-resources';
import { BillingClassicScreen } from '../../kits/billing/billing-classic-screen';
import { BillingTouchScreen } from '../../kits/billing/billing-touch-screen';
import { DeliveryScreen } from './delivery/delivery-screen';
import { counterScreens } from './counter/counter-screens';
import { ONLINE_DASHBOARDS } from './online/online-dashboards';
import { onlineScreens } from './online/online-screens';
import { receiptScreens } from './receipts/receipt-screens';
import { DELIVERY_BOYS } from './resources/delivery-boys';
import { ItemPicture } from './resources/item-picture';
import { ITEMS } from './resources/items';
import { KotGroupDetails } from './resources/kot-group-details';
import { KOT_GROUPS } from './resources/kot-groups';
import { returnsScreens } from './returns/returns-screens';
import { stockSalesScreens } from './stock-sales/stock-sales-screens';

export const declarations = Object.values(POS);

/**
 * The point-of-sale masters (the e-commerce delivery boys, /pos/res-boys, are the restaurant's riders), the
 * restaurant's and the online orders' dashboards, billing screens, deliveries and reports; then each sales area's own
 * screens: stock sales and advances, receipts and commissions, the counter, returns and debit notes, online orders.
 */
export const screens: ScreenMap = {
  ...screensFor(
    POS_RESOURCES,
    { [POS.resBoys.path]: DELIVERY_BOYS },
    // An item's picture and a KOT group's item groups, on the contract's own routes.
    { [ITEMS.name]: ItemPicture, [KOT_GROUPS.name]: KotGroupDetails },
  ),
  ...reportScreens(POS_REPORTS),
  ...dashboardScreens([...POS_DASHBOARDS, ...ONLINE_DASHBOARDS]),
  [POS.resBillingClassy.path]: BillingClassicScreen,
  [POS.resBillingStylish.path]: BillingTouchScreen,
  [POS.resDeliveryDetails.path]: DeliveryScreen,
  ...stockSalesScreens,
  ...receiptScreens,
  ...counterScreens,
  ...returnsScreens,
  ...onlineScreens,
};
