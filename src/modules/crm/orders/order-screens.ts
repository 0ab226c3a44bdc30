import type { ScreenMap } from '../../../engine/module-manifest';
import { CRM } from '../../../menus/catalogue/crm';
import { OrderApprovalsScreen } from './order-approvals-screen';
import { OrdersScreen } from './orders-screen';
import { PendingOrdersScreen } from './pending-orders-screen';

/** Sale orders, order approvals, the pending order lines report. */
export const orderScreens: ScreenMap = {
  [CRM.crmOrders.path]: OrdersScreen,
  [CRM.crmOrderApproval.path]: OrderApprovalsScreen,
  [CRM.crmRepPendingOrders.path]: PendingOrdersScreen,
};
