import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { OPEN_ORDER_STATUSES } from './cost-reports/dashboard-figures';

const orders = 'procurement.purchase-orders';

/**
 * The procurement dashboard from the documents and the supplier ledger (the demo backend's
 * procurementDashboardHandlers compute every figure; the sources let the generic handler give the
 * order figures too).
 */
export const PROCUREMENT_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'procurement.dashboard',
    title: 'Procurement dashboard',
    screen: PROCUREMENT.dashboard,
    endpoint: 'api/PurDashboard/GetPurDashboard',
    cards: [
      {
        name: 'openOrders',
        label: 'Open purchase orders',
        format: 'number',
        source: { resource: orders, measure: 'count', where: { pos: OPEN_ORDER_STATUSES } },
      },
      {
        name: 'openOrdersValue',
        label: 'Open orders value',
        format: 'money',
        source: { resource: orders, measure: 'sum', field: 'totalAmt', where: { pos: OPEN_ORDER_STATUSES } },
      },
      { name: 'monthPurchases', label: "This month's purchases", format: 'money' },
      { name: 'payable', label: 'Payable to suppliers', format: 'money' },
    ],
    charts: [{ name: 'topSuppliers', title: 'Top suppliers by purchases', kind: 'bar', format: 'money' }],
  },
];
