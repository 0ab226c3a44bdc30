import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { useScreenParams } from '../shared/use-screen-params';
import { GatePassPrint } from './gate-pass-print';
import { InvoicePrint } from './invoice-print';
import { PendingDispatches } from './pending-dispatches';
import { useSaleRequirements } from './sale-api';
import { SaleForm } from './sale-form';
import { SaleList } from './sale-list';
import { SaleView } from './sale-view';

function NewSale({ onSaved, onBack }: { onSaved: (recordId: number) => void; onBack: () => void }) {
  const requirements = useSaleRequirements();
  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading customers, stores and stock…" />;
  return <SaleForm requirements={requirements.data} onSaved={onSaved} onBack={onBack} />;
}

/**
 * Stock sales (/pos/pos-stock-sales): the day's invoices (`day`), a new one (`record=new`), one invoice
 * (`open=<id>`), its tax invoice printed (`print=<id>&paper=a4|80`) and gate pass (`gatepass=<id>`), and the
 * gate's pending dispatches (`view=dispatches`).
 */
export function StockSalesScreen() {
  const { params, day, change } = useScreenParams();
  const allowed = useScreenPermission();
  const list = useCallback(
    () => change({ record: null, open: null, print: null, gatepass: null, view: null, paper: null }),
    [change],
  );
  const open = useCallback(
    (recordId: number) =>
      change({ record: null, open: String(recordId), print: null, gatepass: null, view: null, paper: null }),
    [change],
  );
  const printing = params.get('print');
  const gatePass = params.get('gatepass');
  const opened = params.get('open');
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <InvoicePrint
        recordId={printing}
        paper={params.get('paper') === '80' ? '80' : 'a4'}
        onClose={() => open(Number(printing))}
      />
    ) : (
      <NotPermittedAction />
    );
  if (gatePass)
    return allowed('print') || allowed('reprint') ? (
      <GatePassPrint recordId={gatePass} onClose={() => open(Number(gatePass))} />
    ) : (
      <NotPermittedAction />
    );
  if (params.get('record') === 'new')
    return allowed('create') ? <NewSale onSaved={open} onBack={list} /> : <NotPermittedAction />;
  if (params.get('view') === 'dispatches') return <PendingDispatches onBack={list} />;
  if (opened)
    return (
      <SaleView
        recordId={opened}
        onBack={list}
        onPrint={(paper) => change({ open: null, print: opened, paper })}
        onGatePass={() => change({ open: null, gatepass: opened })}
      />
    );
  return (
    <SaleList
      day={day}
      onDay={(next) => change({ day: next })}
      onNew={() => change({ record: 'new' })}
      onOpen={open}
      onDispatches={() => change({ view: 'dispatches' })}
    />
  );
}
