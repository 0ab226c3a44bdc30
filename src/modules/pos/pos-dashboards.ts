import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { POS } from '../../menus/catalogue/pos';
import { POS_REPORT_ENDPOINTS } from './reports/pos-report-endpoints';

/**
 * The restaurant's dashboard, from its bills (the counter's and the stock sales' are declared in their own folders).
 */
export const POS_DASHBOARDS: readonly DashboardDeclaration[] = [
  // The demo backend's restaurant dashboard handler (src/mocks/pos/restaurant-dashboard-handler.ts) computes every
  // figure from the bills.
  {
    name: 'pos.restaurant-dashboard',
    title: POS.posrestaDashboard.title,
    screen: POS.posrestaDashboard,
    endpoint: POS_REPORT_ENDPOINTS.dashboard,
    cards: [
      { name: 'todaySales', label: "Today's sales", format: 'money' },
      { name: 'todayBills', label: "Today's bills", format: 'number' },
      { name: 'averageBill', label: 'Average bill today', format: 'money' },
      { name: 'openTables', label: 'Open tables', format: 'number' },
      { name: 'unsettledBills', label: 'Unsettled bills', format: 'number' },
    ],
    charts: [
      { name: 'bestItems', title: 'Best items today (by value)', kind: 'bar', format: 'money' },
      { name: 'salesByOutlet', title: 'Sales by outlet today', kind: 'bar', format: 'money' },
      { name: 'settlementModes', title: 'Settled today by mode', kind: 'doughnut', format: 'money' },
    ],
  },
];
