import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useReturn, useReturnRequirements } from './return-api';
import { ReturnForm } from './return-form';
import { ReturnList } from './return-list';
import { ReturnPrintView } from './return-print-view';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

function NewReturn({ onDone }: { onDone: () => void }) {
  const requirements = useReturnRequirements();
  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the lists…" />;
  return <ReturnForm requirements={requirements.data} onDone={onDone} />;
}

function PrintReturn({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const one = useReturn(recordId);
  if (one.isError) return <LoadFailed message={toApiError(one.error).message} onRetry={() => void one.refetch()} />;
  if (one.isPending) return <Loading label="Loading the purchase return…" />;
  if (!one.data) return <Alert variant="warning">There is no purchase return {recordId} here.</Alert>;
  return <ReturnPrintView answer={one.data} onClose={onClose} />;
}

/**
 * Purchase returns (/procurement/pur-returns, screen 2.3.666; the server checks (2,3,6,t)): the list of
 * a period (`from`, `to` in the URL), a new return (`?record=new`), one printed (`?print=<id>`, after the server
 * counted the copy). Returns are not modified: a wrong one is cancelled (kept, marked cancelled) and entered again.
 */
export function ReturnsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  const printing = params.get('print');
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <PrintReturn recordId={printing} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (params.get('record') === 'new')
    return allowed('create') ? <NewReturn onDone={backToList} /> : <NotPermittedAction />;
  return (
    <ReturnList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      onPrint={(id) => change({ print: String(id) })}
    />
  );
}
