import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { MODE_LABELS } from '../advances/advance-form';
import { VoucherPrint } from '../advances/advance-print';
import { useListParams } from '../advances/use-list-params';
import { usePayment, usePaymentRequirements } from './payment-api';
import { PaymentForm } from './payment-form';
import { PaymentList } from './payment-list';

function NewPayment({ onDone }: { onDone: () => void }) {
  const requirements = usePaymentRequirements();
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the suppliers and accounts…" />;
  return <PaymentForm requirements={requirements.data} onDone={onDone} />;
}

function PrintPayment({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const payment = usePayment(recordId);
  if (payment.error)
    return <LoadFailed message={toApiError(payment.error).message} onRetry={() => void payment.refetch()} />;
  if (payment.isPending) return <Loading label="Loading the payment…" />;
  if (!payment.data) return <Alert variant="warning">There is no payment {recordId} here.</Alert>;
  const { header, lines } = payment.data;
  const facts = [
    ['Date', header.dat],
    ['Supplier', header.vendorname],
    ['Amount', formatMoney(toPaise(header.amt))],
    ['Paid by', `${MODE_LABELS[header.paymentmode]} ${header.accountId}`],
    ['Remarks', header.remarks],
  ] as const;
  return (
    <VoucherPrint
      title={`Payment ${header.seq}`}
      facts={facts}
      lines={lines.map((line) => [line.billId, line.amt] as const)}
      onClose={onClose}
    />
  );
}

/**
 * Supplier payments (/procurement/pur-stock-payments): the list of a period, a new payment (`?record=new`), one printed
 * (`?print=<id>`).
 */
export function PaymentsScreen() {
  const { from, to, record, printing, change } = useListParams();
  const allowed = useScreenPermission();
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <PrintPayment recordId={printing} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (record === 'new') return allowed('create') ? <NewPayment onDone={backToList} /> : <NotPermittedAction />;
  return (
    <PaymentList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      onPrinted={(id) => change({ print: String(id) })}
    />
  );
}
