import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { POS } from '../../menus/catalogue/pos';

const items = 'pos.items';
const tables = 'pos.tables';
const customers = 'pos.customers';

/** The point-of-sale dashboards: figures from the pos masters (outlets, tables, items, customers and agents). */
export const POS_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'pos.restaurant-dashboard',
    title: POS.posrestaDashboard.title,
    screen: POS.posrestaDashboard,
    endpoint: 'api/PosDashboard/GetRestaurantDashboard',
    cards: [
      { name: 'outlets', label: 'Outlets', format: 'number', source: { resource: 'pos.outlets', measure: 'count' } },
      { name: 'tables', label: 'Tables', format: 'number', source: { resource: tables, measure: 'count' } },
      { name: 'seats', label: 'Seats', format: 'number', source: { resource: tables, measure: 'sum', field: 'seats' } },
      { name: 'waiters', label: 'Waiters', format: 'number', source: { resource: 'pos.waiters', measure: 'count' } },
    ],
    charts: [
      { name: 'tablesByOutlet', title: 'Tables by outlet', kind: 'bar', source: { resource: tables, measure: 'count', groupBy: 'outlet' } },
      { name: 'outletsByType', title: 'Outlets by type', kind: 'doughnut', source: { resource: 'pos.outlets', measure: 'count', groupBy: 'outletType' } },
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
