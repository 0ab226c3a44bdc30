import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { POS } from '../../menus/catalogue/pos';
import { POS_REPORT_ENDPOINTS } from './reports/pos-report-endpoints';

const items = 'pos.items';
const customers = 'pos.customers';

/** The point-of-sale dashboards: the restaurant's from its bills; the others from the pos masters (items, customers and agents). */
export const POS_DASHBOARDS: readonly DashboardDeclaration[] = [
  // The demo backend's restaurant dashboard handler (src/mocks/pos/restaurant-dashboard-handler.ts) computes every figure from the bills.
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
  {
    name: 'pos.sales-dashboard',
    title: POS.salSalesdashboard.title,
    screen: POS.salSalesdashboard,
    endpoint: 'api/PosDashboard/GetSalesDashboard',
    cards: [
      { name: 'customers', label: 'Customers', format: 'number', source: { resource: customers, measure: 'count' } },
      { name: 'groups', label: 'Customer groups', format: 'number', source: { resource: 'pos.customer-groups', measure: 'count' } },
      { name: 'agents', label: 'Agents', format: 'number', source: { resource: 'pos.agents', measure: 'count' } },
      { name: 'credit', label: 'Customers’ credit limits', format: 'money', source: { resource: customers, measure: 'sum', field: 'creditAmount' } },
    ],
    charts: [
      { name: 'customersByGroup', title: 'Customers by group', kind: 'bar', source: { resource: customers, measure: 'count', groupBy: 'group' } },
      { name: 'customersByAgent', title: 'Customers by agent', kind: 'doughnut', source: { resource: customers, measure: 'count', groupBy: 'agent' } },
    ],
  },
  {
    name: 'pos.stock-sales-dashboard',
    title: POS.posstockDashboard.title,
    screen: POS.posstockDashboard,
    endpoint: 'api/PosDashboard/GetStockSalesDashboard',
    cards: [
      { name: 'items', label: 'Items', format: 'number', source: { resource: items, measure: 'count' } },
      { name: 'active', label: 'Active items', format: 'number', source: { resource: items, measure: 'count', where: { active: true } } },
      { name: 'groups', label: 'Item groups', format: 'number', source: { resource: 'pos.item-groups', measure: 'count' } },
      { name: 'priceLists', label: 'Price lists', format: 'number', source: { resource: 'pos.price-lists', measure: 'count' } },
    ],
    charts: [
      { name: 'itemsByGroup', title: 'Items by group', kind: 'bar', source: { resource: items, measure: 'count', groupBy: 'group' } },
      { name: 'itemsByFoodType', title: 'Items by food type', kind: 'doughnut', source: { resource: items, measure: 'count', groupBy: 'foodType' } },
    ],
  },
];
