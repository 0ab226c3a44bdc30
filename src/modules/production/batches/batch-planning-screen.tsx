import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { BatchPlanAnswer, BatchRequirements } from '../domain/batch-wire';
import { daysFrom, todayOf, useBatchRead, useBatchUserRead } from './batch-api';
import { BatchForm } from './batch-form';
import { BatchList } from './batch-list';

function OpenBatch({ record, onDone }: { record: string; onDone: () => void }) {
  const requirements = useBatchUserRead<BatchRequirements>(BATCH_ROUTES.requirements);
  const plan = useBatchRead<BatchPlanAnswer | null>(BATCH_ROUTES.plan, { recordId: Number(record) }, record !== 'new');
  const failed = requirements.error ?? plan.error;
  if (failed)
    return (
      <LoadFailed message={toApiError(failed).message} onRetry={() => void (requirements.refetch(), plan.refetch())} />
    );
  if (!requirements.data || (record !== 'new' && plan.data === undefined))
    return <Loading label="Loading the batch…" />;
  return (
    <BatchForm
      key={record}
      requirements={requirements.data}
      plan={record === 'new' ? null : (plan.data ?? null)}
      onDone={onDone}
    />
  );
}

/**
 * Batch planning (/production/probatchplanning): the batches of a period, one opened (`?record=<id>`) or a new one
 * (`?record=new`).
 */
export function BatchPlanningScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const today = todayOf();
  const from = params.get('from') ?? daysFrom(today, -60);
  const to = params.get('to') ?? daysFrom(today, 60);
  const record = params.get('record');
  const back = useCallback(() => change({ record: null }), [change]);
  if (record === 'new' && !allowed('create')) return <NotPermittedAction />;
  if (record) return <OpenBatch record={record} onDone={back} />;
  return (
    <BatchList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onOpen={(id) => change({ record: id })}
    />
  );
}
