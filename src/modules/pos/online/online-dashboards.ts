import type { DashboardDeclaration } from '../../../engine/dashboard/dashboard';
import { POS } from '../../../menus/catalogue/pos';
import { ONLINE_ORDER_ENDPOINTS } from './domain/online-order-types';

/**
 * The e-commerce dashboard, computed by the demo backend from the online orders and their bills
 * (src/mocks/pos/online/online-dashboard-handler.ts, domain/online-dashboard-figures.ts).
 */
export const ONLINE_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'pos.online-dashboard',
    title: POS.posOnlineDashboard.title,
    screen: POS.posOnlineDashboard,
    endpoint: ONLINE_ORDER_ENDPOINTS.dashboard,
    cards: [
      { name: 'ordersToday', label: 'Orders today', format: 'number' },
      {
        name: 'orderedToday',
        label: 'Ordered today',
        format: 'money',
        note: 'Rejected, returned and undelivered orders not counted',
      },
      { name: 'waiting', label: 'Waiting to be accepted', format: 'number' },
      { name: 'inHand', label: 'Accepted, not yet dispatched', format: 'number' },
      { name: 'outForDelivery', label: 'Out for delivery', format: 'number' },
      { name: 'toBill', label: 'Delivered, to bill', format: 'number' },
      { name: 'billedToday', label: 'Billed today', format: 'money' },
    ],
    charts: [
      { name: 'byStatus', title: "Today's orders by status", kind: 'doughnut', format: 'number' },
      { name: 'bestItems', title: 'Best items today (by value)', kind: 'bar', format: 'money' },
      { name: 'byOutlet', title: "Today's orders by online outlet", kind: 'bar', format: 'number' },
    ],
  },
];
