import type { DashboardDeclaration } from '../../../engine/dashboard/dashboard';
import { POS } from '../../../menus/catalogue/pos';
import { COUNTER_ENDPOINTS } from './domain/counter-endpoints';

/**
 * The sales dashboard (/pos/sal-salesdashboard) from the counter bills (the demo backend's counter handlers compute
 * it).
 */
export const COUNTER_DASHBOARD: DashboardDeclaration = {
  name: 'pos.counter-sales-dashboard',
  title: POS.salSalesdashboard.title,
  screen: POS.salSalesdashboard,
  endpoint: COUNTER_ENDPOINTS.dashboard,
  cards: [
    { name: 'todaySales', label: "Today's sales", format: 'money' },
    { name: 'todayBills', label: "Today's bills", format: 'number' },
    { name: 'averageBill', label: 'Average bill today', format: 'money' },
    { name: 'creditSales', label: 'Sold on credit today', format: 'money' },
    { name: 'cancelledBills', label: 'Bills cancelled today', format: 'number' },
  ],
  charts: [
    { name: 'bestItems', title: 'Best items today (by value)', kind: 'bar', format: 'money' },
    { name: 'settlementModes', title: 'Paid today by mode', kind: 'doughnut', format: 'money' },
    { name: 'salesByOutlet', title: 'Sales by counter today', kind: 'bar', format: 'money' },
  ],
};
