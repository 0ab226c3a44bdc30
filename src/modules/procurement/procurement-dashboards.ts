import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { APPROVED, APPROVED_BY_APPROVER } from './domain/approval-status';

const suppliers = 'procurement.suppliers';
const orders = 'procurement.purchase-orders';

/** The procurement dashboard: suppliers and purchase orders from the masters and documents. */
export const PROCUREMENT_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'procurement.dashboard',
    title: 'Procurement dashboard',
    screen: PROCUREMENT.dashboard,
    endpoint: 'api/PurDashboard/GetPurDashboard',
    cards: [
      { name: 'suppliers', label: 'Suppliers', format: 'number', source: { resource: suppliers, measure: 'count' } },
      { name: 'groups', label: 'Supplier groups', format: 'number', source: { resource: 'procurement.supplier-groups', measure: 'count' } },
      { name: 'orders', label: 'Purchase orders', format: 'number', source: { resource: orders, measure: 'count' } },
      { name: 'approvedValue', label: 'Approved orders value', format: 'money', source: { resource: orders, measure: 'sum', field: 'totalAmt', where: { pos: [APPROVED, APPROVED_BY_APPROVER] } } },
    ],
    charts: [
      { name: 'suppliersByGroup', title: 'Suppliers by group', kind: 'bar', source: { resource: suppliers, measure: 'count', groupBy: 'group' } },
      { name: 'ordersByStatus', title: 'Purchase orders by status', kind: 'doughnut', source: { resource: orders, measure: 'count', groupBy: 'pos' } },
    ],
  },
];
