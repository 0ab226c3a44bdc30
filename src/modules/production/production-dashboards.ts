import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { PRODUCTION } from '../../menus/catalogue/production';
import { BATCH_ROUTES } from './domain/batch-routes';

/**
 * The production dashboard from the batches and their work queue, computed by the demo backend
 * (src/mocks/production/batches/dashboard-handler.ts): running batches, steps queued / waiting for QC / with an
 * outsourcer, batches finished this month, the material issued to the running batches; the queue by process and by
 * state.
 */
export const PRODUCTION_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'production.dashboard',
    title: PRODUCTION.dashboard.title,
    screen: PRODUCTION.dashboard,
    endpoint: BATCH_ROUTES.dashboard,
    cards: [
      { name: 'runningBatches', label: 'Running batches', format: 'number' },
      { name: 'stepsQueued', label: 'Steps queued', format: 'number' },
      { name: 'stepsWaitingQc', label: 'Steps waiting for QC', format: 'number' },
      { name: 'stepsOutside', label: 'Steps with outsourcers', format: 'number' },
      { name: 'finishedThisMonth', label: 'Batches finished this month', format: 'number' },
      { name: 'materialCost', label: 'Material issued to running batches', format: 'money' },
    ],
    charts: [
      { name: 'queuedByProcess', title: 'Steps queued by process', kind: 'bar' },
      { name: 'stepsByState', title: 'Open steps by state', kind: 'doughnut' },
    ],
  },
];
