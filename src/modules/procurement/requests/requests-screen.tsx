import { format, subDays } from 'date-fns';
import { useCallback, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRequest, useRequirements } from './request-api';
import { RequestForm } from './request-form';
import { RequestList } from './request-list';
import { RequestPrintView } from './request-print-view';
import { modifyRefusal } from './request-status';
import type { RequestAnswer } from './request-types';
import type { RequestRequirements } from './requirement-types';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** A request with the requirements' lists, loaded before the form or the print view opens. */
function WithRequest({ recordId, children }: { recordId: string | null; children: (loaded: Loaded) => ReactNode }) {
  const loaded = useLoaded(recordId);
  if (loaded.failure) return <LoadFailed message={loaded.failure} onRetry={loaded.retry} />;
  if (!loaded.value) return <Loading label={recordId ? 'Loading the purchase request…' : 'Loading the lists…'} />;
  if (recordId && !loaded.value.answer)
    return <Alert variant="warning">There is no purchase request {recordId} here.</Alert>;
  return <>{children(loaded.value)}</>;
}

interface Loaded {
  requirements: RequestRequirements;
  answer: RequestAnswer | null;
}

function useLoaded(recordId: string | null): { failure: string | null; retry: () => void; value: Loaded | null } {
  const requirements = useRequirements();
  const request = useRequest(recordId ?? '');
  const failed = requirements.error ?? request.error;
  const retry = () => void Promise.all([requirements.refetch(), recordId ? request.refetch() : null]);
  if (failed) return { failure: toApiError(failed).message, retry, value: null };
  if (!requirements.data || (recordId && request.isPending)) return { failure: null, retry, value: null };
  return {
    failure: null,
    retry,
    value: { requirements: requirements.data, answer: recordId ? (request.data ?? null) : null },
  };
}

/**
 * Purchase requests (/procurement/pur-requests): the list of a period (`from`, `to` in the URL), a new
 * request (`?record=new`), one being changed (`?record=<id>`) or printed (`?print=<id>`).
 */
export function RequestsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const record = params.get('record');
  const printing = params.get('print');
  const today = day(new Date());
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? today;
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);

  if (printing) {
    if (!allowed('print') && !allowed('reprint')) return <NotPermittedAction />;
    return (
      <WithRequest recordId={printing}>
        {({ answer, requirements }) => (
          <RequestPrintView answer={answer!} requirements={requirements} onClose={backToList} />
        )}
      </WithRequest>
    );
  }
  if (record === null) {
    return (
      <RequestList
        from={from}
        to={to}
        onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
        onNew={() => change({ record: 'new' })}
        onEdit={(id) => change({ record: String(id) })}
        onPrinted={(id) => change({ print: String(id) })}
      />
    );
  }
  const creating = record === 'new';
  if (!allowed(creating ? 'create' : 'modify')) return <NotPermittedAction />;
  return (
    <WithRequest recordId={creating ? null : record}>
      {({ answer, requirements }) => {
        // Ours: a request no longer open is not offered for editing (the server refuses it anyway).
        const closed = answer && modifyRefusal(answer.header.seq, answer.header.statu, false, [], false);
        if (closed) return <Alert variant="warning">{closed}</Alert>;
        return (
          <RequestForm
            key={record}
            requirements={requirements}
            answer={answer}
            today={requirements.dat || today}
            onDone={backToList}
          />
        );
      }}
    </WithRequest>
  );
}
