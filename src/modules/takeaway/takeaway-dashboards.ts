import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { TAKEAWAY } from '../../menus/catalogue/takeaway';
import { TAKEAWAY_COUNTER_ENDPOINTS } from './domain/takeaway-book';

/**
 * The take-away dashboard: every figure computed by the demo backend from the bills (src/mocks/takeaway,
 * takeawayFigures).
 */
export const TAKEAWAY_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'takeaway.dashboard',
    title: TAKEAWAY.dashboard.title,
    screen: TAKEAWAY.dashboard,
    endpoint: TAKEAWAY_COUNTER_ENDPOINTS.dashboard,
    cards: [
      { name: 'todaySales', label: 'Today’s sales', format: 'money' },
      { name: 'todayBills', label: 'Bills today', format: 'number' },
      { name: 'averageBill', label: 'Average bill', format: 'money' },
      { name: 'openOrders', label: 'Orders open', format: 'number' },
      { name: 'unsettledBills', label: 'Bills to settle', format: 'number' },
      { name: 'happyHourDiscounts', label: 'Happy-hour discounts today', format: 'money' },
      { name: 'offerDiscounts', label: 'Offer discounts today', format: 'money' },
    ],
    charts: [
      { name: 'salesByOutlet', title: 'Today’s sales by outlet', kind: 'bar', format: 'money' },
      { name: 'salesByOrderType', title: 'Today’s sales by order type', kind: 'doughnut', format: 'money' },
      { name: 'settlementModes', title: 'Settled today by mode', kind: 'doughnut', format: 'money' },
      { name: 'bestItems', title: 'Best items today', kind: 'bar', format: 'money' },
    ],
  },
];
