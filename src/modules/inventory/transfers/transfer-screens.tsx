import { format, startOfMonth } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-store';
import { TRANSFER_KINDS } from './transfer-kinds';
import { useTransfer } from './transfer-api';
import { TransferForm } from './transfer-form';
import { TransferList } from './transfer-list';
import { PrintOnShow } from '../shared/counted-print-button';
import { useTransferNames } from './transfer-names';
import { TransferView } from './transfer-view';
import type { TransferKind } from './transfer-types';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * A transfer kind's screen: the list of a period (`from`, `to`), one transfer (`?record=<id>`, `&print=1` after a
 * counted print from the list) or a new one (`?record=new`).
 */
function transferScreen(kind: TransferKind) {
  const { noun } = TRANSFER_KINDS[kind];
  return function TransferScreen() {
    const { params, change } = useScreenParams();
    const allowed = useScreenPermission();
    const session = useSession();
    const today = day(new Date());
    const names = useTransferNames(kind, today);
    const record = params.get('record');
    const transfer = useTransfer(kind, record && record !== 'new' ? record : '');
    const from = params.get('from') ?? day(startOfMonth(new Date()));
    const to = params.get('to') ?? today;
    const done = useCallback((id: string | null) => change({ record: id }), [change]);

    if (record === null)
      return (
        <TransferList
          kind={kind}
          from={from}
          to={to}
          names={names}
          onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
          onOpen={(id) => change({ record: id })}
          onPrinted={(id) => change({ record: id, print: '1' })}
        />
      );
    if (record === 'new')
      return allowed('create') ? (
        <TransferForm kind={kind} today={today} branch={session?.usr.bCode ?? ''} onDone={done} />
      ) : (
        <NotPermittedAction />
      );
    if (transfer.isPending) return <Loading label={`Loading ${record}…`} />;
    if (transfer.isError)
      return <LoadFailed message={toApiError(transfer.error).message} onRetry={() => void transfer.refetch()} />;
    if (!transfer.data)
      return (
        <Alert variant="warning">
          There is no {noun.toLowerCase()} {record} here.
        </Alert>
      );
    return (
      <>
        {params.get('print') && <PrintOnShow />}
        <TransferView
          kind={kind}
          transfer={transfer.data}
          names={names}
          onBack={() => change({ record: null, print: null })}
        />
      </>
    );
  };
}

export const StoreTransfersScreen = transferScreen('store');
export const BranchTransfersScreen = transferScreen('branch');
