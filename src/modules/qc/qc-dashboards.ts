import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { QUALITY } from '../../menus/catalogue/quality';

/**
 * The quality control dashboard from real data, answered by the demo backend's QC dashboard handler:
 * goods receipts waiting for their test or approval, batch steps waiting, this month's rejection rate, the best and
 * the worst suppliers of the last three months.
 */
export const QC_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'qc.dashboard',
    title: QUALITY.dashboard.title,
    screen: QUALITY.dashboard,
    endpoint: 'api/QCDashboard/GetQCDashboard',
    cards: [
      { name: 'mirsToTest', label: 'Goods receipts to test', format: 'number' },
      { name: 'mirsToApprove', label: 'Goods receipts to approve', format: 'number' },
      { name: 'stepsToTest', label: 'Batch steps to test', format: 'number' },
      { name: 'stepsToApprove', label: 'Batch steps to approve', format: 'number' },
      { name: 'batchesForFinalQc', label: 'Batches waiting for final QC', format: 'number' },
      { name: 'rejectionRate', label: 'Goods receipts rejected this month (% of value)', format: 'number' },
      { name: 'processRejectionRate', label: 'Process samples rejected this month (%)', format: 'number' },
    ],
    charts: [
      { name: 'bestSuppliers', title: 'Best suppliers (score, last 3 months)', kind: 'bar' },
      { name: 'worstSuppliers', title: 'Worst suppliers (score, last 3 months)', kind: 'bar' },
      { name: 'stepsWaiting', title: 'Batch steps waiting by process', kind: 'doughnut' },
    ],
  },
];
