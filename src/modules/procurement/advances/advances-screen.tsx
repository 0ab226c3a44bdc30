import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useAdvanceList, useAdvanceRequirements, usePendingOrders } from './advance-api';
import { AdvanceForm, MODE_LABELS } from './advance-form';
import { AdvanceList } from './advance-list';
import { VoucherPrint } from './advance-print';
import { useListParams } from './use-list-params';

function NewAdvance({ onDone }: { onDone: () => void }) {
  const requirements = useAdvanceRequirements();
  const orders = usePendingOrders();
  const failed = requirements.error ?? orders.error;
  if (failed)
    return (
      <LoadFailed
        message={toApiError(failed).message}
        onRetry={() => void Promise.all([requirements.refetch(), orders.refetch()])}
      />
    );
  if (!requirements.data || !orders.data) return <Loading label="Loading the orders and accounts…" />;
  return <AdvanceForm requirements={requirements.data} orders={orders.data} onDone={onDone} />;
}

function PrintAdvance({
  recordId,
  from,
  to,
  onClose,
}: {
  recordId: number;
  from: string;
  to: string;
  onClose: () => void;
}) {
  const list = useAdvanceList(from, to);
  if (list.isPending) return <Loading label="Loading the advance…" />;
  const advance = list.data?.find((row) => row.recordId === recordId);
  if (!advance) return <Alert variant="warning">There is no advance {recordId} in this period.</Alert>;
  const facts = [
    ['Date', advance.dat],
    ['Order', advance.detail1],
    ['Supplier', advance.detail2],
    ['Amount', formatMoney(toPaise(advance.amt))],
    ['Paid by', `${MODE_LABELS[advance.paymentmode]} ${advance.accountId}`],
    ['Bank details', advance.bankdetails],
    ['Remarks', advance.remarks],
  ] as const;
  return <VoucherPrint title={`Advance ${advance.seq}`} facts={facts} onClose={onClose} />;
}

/**
 * Supplier advances (/procurement/pur-stock-advances): the list of a period, a new advance (`?record=new`), one printed
 * (`?print=<id>`).
 */
export function AdvancesScreen() {
  const { from, to, record, printing, change } = useListParams();
  const allowed = useScreenPermission();
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <PrintAdvance recordId={Number(printing)} from={from} to={to} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (record === 'new') return allowed('create') ? <NewAdvance onDone={backToList} /> : <NotPermittedAction />;
  return (
    <AdvanceList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      onPrinted={(id) => change({ print: String(id) })}
    />
  );
}
