import { useState } from 'react';
import { PeriodListFrame } from '../../../components/period-list-frame';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { ScreenAction } from '../../../engine/screen-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { MODE_LABELS } from '../advances/advance-form';
import { useCancelPayment, usePaymentList, usePrintPayment } from './payment-api';
import type { PaymentHeader } from './payment-types';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrinted: (recordId: number) => void;
}

/** Print (7) or Reprint (8) and Cancel (3) of one payment, each with its right. */
function RowActions({ row, onPrinted }: { row: PaymentHeader; onPrinted: (recordId: number) => void }) {
  const allowed = useScreenPermission();
  const print = usePrintPayment();
  const cancel = useCancelPayment();
  const attempt = useSaveAttemptKey();
  const [confirming, setConfirming] = useState(false);
  const fail = (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message);
  if (row.cancelled) return null;
  const reprint = row.printCount > 0;
  const cancelNow = () => {
    if (cancel.isPending) return;
    // The same key for every attempt: a cancel sent again after no answer is answered as the first was.
    const done = () => {
      attempt.saved();
      showDoneToast(`Payment ${row.seq} cancelled.`);
    };
    cancel.mutate(
      { recordId: row.recordId, idempotencyKey: attempt.keyFor({ cancel: row.recordId }) },
      { onSuccess: done, onError: fail, onSettled: () => setConfirming(false) },
    );
  };
  return (
    <>
      {allowed(reprint ? 'reprint' : 'print') && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          aria-label={`${reprint ? 'Reprint' : 'Print'} ${row.seq}`}
          disabled={print.isPending}
          onClick={() => print.mutate(row.recordId, { onSuccess: () => onPrinted(row.recordId), onError: fail })}
        >
          {reprint ? 'Reprint' : 'Print'}
        </Button>
      )}
      {allowed('delete') && (
        <Button size="sm" variant="outline-danger" aria-label={`Cancel ${row.seq}`} onClick={() => setConfirming(true)}>
          Cancel
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Cancel payment"
          text={`Cancel payment ${row.seq}? It stays in the list, marked cancelled; the bills it paid are pending again and its voucher is taken back.`}
          confirmLabel="Cancel payment"
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

/** The supplier payments of a period. */
export function PaymentList({ from, to, onPeriod, onNew, onPrinted }: Props) {
  const list = usePaymentList(from, to);
  const rows = list.data ?? [];
  return (
    <PeriodListFrame
      title="Supplier payments"
      idPrefix="payments"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New payment</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading payments…"
      emptyText="There are no payments in this period."
      empty={rows.length === 0}
    >
      <div className="table-responsive list-cards">
        <table className="table table-sm table-hover align-middle">
          <caption>{rows.length === 1 ? '1 payment' : `${rows.length} payments`}</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              <th scope="col">Supplier</th>
              <th scope="col">Paid by</th>
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col" className="list-actions-head">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.recordId} className={row.cancelled ? 'text-muted' : undefined}>
                <th scope="row" data-label="Number">
                  {row.seq} {row.cancelled && <Badge bg="danger">Cancelled</Badge>}
                </th>
                <td data-label="Date">{formatDate(row.dat)}</td>
                <td data-label="Supplier">{row.vendorname}</td>
                <td data-label="Paid by">{`${MODE_LABELS[row.paymentmode]} ${row.accountId}`}</td>
                <td data-label="Amount" className="text-end">
                  {formatMoney(toPaise(row.amt))}
                </td>
                <td data-label="Actions" className="list-row-actions">
                  <RowActions row={row} onPrinted={onPrinted} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
