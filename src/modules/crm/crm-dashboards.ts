import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { CRM } from '../../menus/catalogue/crm';
import { CRM_DASHBOARD_ENDPOINT } from './reports/report-endpoints';

/**
 * The CRM dashboard, computed by the demo backend from the real documents (src/mocks/crm/reports/
 * dashboard-handler.ts): open leads by stage, quotations waiting for approval, this month's orders, the value still
 * to invoice on approved orders, and this month's targets against the invoices credited to the sales people and agents.
 */
export const CRM_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'crm.dashboard',
    title: CRM.crmDashboard.title,
    screen: CRM.crmDashboard,
    endpoint: CRM_DASHBOARD_ENDPOINT,
    cards: [
      { name: 'openLeads', label: 'Open leads', format: 'number' },
      { name: 'quotationsWaiting', label: 'Quotations waiting for approval', format: 'number' },
      { name: 'ordersThisMonth', label: 'Orders this month', format: 'number' },
      { name: 'orderValueThisMonth', label: 'Order value this month', format: 'money' },
      { name: 'pendingOrderValue', label: 'Order value still to invoice', format: 'money' },
      { name: 'achievement', label: 'Target achieved this month (%)', format: 'number' },
    ],
    charts: [
      { name: 'leadsByStage', title: 'Open leads by stage', kind: 'bar' },
      {
        name: 'targetsThisMonth',
        title: 'Targets and achievement this month',
        kind: 'bar',
        series: ['Target', 'Achieved'],
        format: 'money',
      },
    ],
  },
];
