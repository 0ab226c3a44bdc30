import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PeriodListFrame } from '../../../../components/period-list-frame';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { ScreenAction } from '../../../../engine/screen-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { MessageType, showDoneToast, showMessage } from '../../../../lib/messages/messages';
import type { SaleAdvance } from '../domain/sale-advance-types';
import { usePrintSaleAdvance, useSaleAdvanceList, useSaveSaleAdvance } from './sale-advance-api';
import { MODE_LABELS } from './sale-advance-form';

/** Print (7) or Reprint (8) and Cancel (3) of one advance, each with its right. */
function RowActions({ row, onPrinted }: { row: SaleAdvance; onPrinted: (recordId: number) => void }) {
  const allowed = useScreenPermission();
  const print = usePrintSaleAdvance();
  const cancel = useSaveSaleAdvance();
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
      showDoneToast(`Advance ${row.seq} cancelled.`);
    };
    cancel.mutate(
      { advance: { recordId: row.recordId }, tracheck: 3, idempotencyKey: attempt.keyFor({ cancel: row.recordId }) },
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
          title="Cancel advance"
          text={`Cancel advance ${row.seq}? It stays in the list, marked cancelled; its voucher is taken back.`}
          confirmLabel="Cancel advance"
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrinted: (recordId: number) => void;
}

/** The advances received in a period: customer, order or on account, mode, amount and what invoices have adjusted. */
export function SaleAdvanceList({ from, to, onPeriod, onNew, onPrinted }: Props) {
  const list = useSaleAdvanceList(from, to);
  const rows = list.data ?? [];
  return (
    <PeriodListFrame
      title="Sale advances"
      idPrefix="sale-advances"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New advance</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading advances…"
      emptyText="There are no advances in this period."
      empty={rows.length === 0}
    >
      <div className="table-responsive list-cards">
        <table className="table table-sm table-hover align-middle">
          <caption>{rows.length === 1 ? '1 advance' : `${rows.length} advances`}</caption>
          <thead>
            <tr>
              {['Number', 'Date', 'Customer', 'Against', 'Received by'].map((head) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ))}
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col" className="text-end">
                Adjusted
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
                <td data-label="Customer">{row.detail2}</td>
                <td data-label="Against">{row.detail1}</td>
                <td data-label="Received by">{`${MODE_LABELS[row.paymentmode]} ${row.accountId}`}</td>
                <td data-label="Amount" className="text-end">
                  {formatMoney(toPaise(row.amt))}
                </td>
                <td data-label="Adjusted" className="text-end">
                  {formatMoney(toPaise(row.adjusted ?? 0))}
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
