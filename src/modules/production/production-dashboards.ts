import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { PRODUCTION } from '../../menus/catalogue/production';

const processes = 'production.processes';
const attachments = 'production.process-attachments';

/** The production dashboard: the processes and the materials attached to them, from the masters. */
export const PRODUCTION_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'production.dashboard',
    title: PRODUCTION.dashboard.title,
    screen: PRODUCTION.dashboard,
    endpoint: 'api/ProdDashboard/GetProductionDashboard',
    cards: [
      { name: 'processes', label: 'Processes', format: 'number', source: { resource: processes, measure: 'count' } },
      { name: 'checked', label: 'Processes with a quality check', format: 'number', source: { resource: processes, measure: 'count', where: { qcRequired: true } } },
      { name: 'hours', label: 'Standard hours a batch', format: 'number', source: { resource: processes, measure: 'sum', field: 'standardHours', where: { active: true } } },
      { name: 'attachments', label: 'Process attachments', format: 'number', source: { resource: attachments, measure: 'count' } },
    ],
    charts: [
      { name: 'attachmentsByProcess', title: 'Materials attached by process', kind: 'bar', source: { resource: attachments, measure: 'count', groupBy: 'process' } },
      { name: 'byQualityCheck', title: 'Processes: quality check after', kind: 'doughnut', source: { resource: processes, measure: 'count', groupBy: 'qcRequired' } },
    ],
  },
];
