import { http, HttpResponse } from 'msw';
import type { DashboardData } from '../../../engine/dashboard/dashboard';
import { fromPaise } from '../../../lib/money/money';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { BATCH_ROUTES } from '../../../modules/production/domain/batch-routes';
import type { QueueRow } from '../../../kits/production/ppc-types';
import { serverToday } from '../../core/server-dates';
import { authorise } from '../../core/sessions/authorise';
import { batchIssues } from '../../core/production/batch-seam';
import { batchesWithQueue } from './batch-reads';

const STATES: Array<[QueueRow['pos'], string]> = [
  [1, 'Queued'],
  [-1, 'Waiting for QC'],
  [2, 'With an outsourcer'],
];

/** The production dashboard's figures from the stored batches, queue and the issues to the batches. */
export const dashboardHandler = http.post(`*/${BATCH_ROUTES.dashboard}`, async ({ request }) => {
  const session = await authorise(request, PRODUCTION.dashboard.code!, 'read');
  if (session instanceof Response) return session;
  const month = serverToday().slice(0, 7);
  const [batches, issues] = await Promise.all([
    batchesWithQueue(session.companyCode),
    batchIssues(session.companyCode),
  ]);
  const running = batches.filter(({ batch }) => batch.pos === 1);
  const open = running.flatMap(({ rows }) => rows);
  const count = (pos: QueueRow['pos']) => open.filter((row) => row.pos === pos).length;
  const cost = running.reduce(
    (sum, { batch }) =>
      sum + [...(issues.get(batch.recordId)?.values() ?? [])].reduce((total, issued) => total + issued.paise, 0),
    0,
  );
  const byProcess = new Map<string, number>();
  for (const row of open.filter((candidate) => candidate.pos === 1))
    byProcess.set(row.processName, (byProcess.get(row.processName) ?? 0) + 1);
  const data: DashboardData = {
    cards: {
      runningBatches: running.length,
      stepsQueued: count(1),
      stepsWaitingQc: count(-1),
      stepsOutside: count(2),
      finishedThisMonth: batches.filter(({ batch }) => batch.pos === 0 && (batch.finished?.dat ?? '').startsWith(month))
        .length,
      materialCost: fromPaise(cost),
    },
    charts: {
      queuedByProcess: [...byProcess].map(([label, value]) => ({ label, value })),
      stepsByState: STATES.map(([pos, label]) => ({ label, value: count(pos) })).filter((point) => point.value > 0),
    },
  };
  return HttpResponse.json(data);
});
