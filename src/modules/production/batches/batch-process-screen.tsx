import { useCallback, useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { BatchRequirements, PendingProcess } from '../domain/batch-wire';
import { daysFrom, todayOf, useBatchUserRead } from './batch-api';
import { JobCardForm } from './job-card-form';
import { JobCardList } from './job-card-list';
import { JobCardView } from './job-card-view';

/** The steps waiting (Pos 1) and the job card that completes the chosen ones. */
function Waiting() {
  const pending = useBatchUserRead<PendingProcess[]>(BATCH_ROUTES.pending);
  const requirements = useBatchUserRead<BatchRequirements>(BATCH_ROUTES.requirements);
  const allowed = useScreenPermission();
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);
  const leaveQuestion = useLeaveGuard(dirty);
  const failed = pending.error ?? requirements.error;
  if (failed)
    return (
      <LoadFailed
        message={toApiError(failed).message}
        onRetry={() => void (pending.refetch(), requirements.refetch())}
      />
    );
  if (!pending.data || !requirements.data) return <Loading label="Loading the waiting steps…" />;
  return (
    <>
      <JobCardForm
        rows={pending.data}
        employees={requirements.data.employees}
        canCreate={allowed('create')}
        onDirty={onDirty}
      />
      {leaveQuestion}
    </>
  );
}

/**
 * Batch process (/production/proprocesswiseproduction): the queue of waiting steps, job cards completing them, the
 * period's job cards (`?card=<id>` opens one).
 */
export function BatchProcessScreen() {
  const { params, change } = useScreenParams();
  const today = todayOf();
  const from = params.get('from') ?? daysFrom(today, -30);
  const to = params.get('to') ?? today;
  const card = params.get('card');
  const back = useCallback(() => change({ card: null }), [change]);
  if (card) return <JobCardView recordId={Number(card)} onDone={back} />;
  return (
    <>
      <h1 className="h3 mb-3">Batch process</h1>
      <Waiting />
      <div className="mt-4">
        <JobCardList
          from={from}
          to={to}
          onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
          onOpen={(id) => change({ card: id })}
        />
      </div>
    </>
  );
}
