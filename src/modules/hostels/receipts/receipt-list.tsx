import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast, showMessage, MessageType } from '../../../lib/messages/messages';
import { RECEIPT_MODE_LABELS, type HostelReceipt } from '../domain/hostel-receipt-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useReceipts } from './receipts-api';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrinted: (receiptNo: string) => void;
}

/**
 * The period's hostel receipts: print (7) the first copy, reprint (8) later ones, cancel with a reason (kept, marked).
 */
export function ReceiptList({ from, to, onPeriod, onNew, onPrinted }: Props) {
  const receipts = useReceipts(from, to);
  const allowed = useScreenPermission();
  const [cancelling, setCancelling] = useState<HostelReceipt | null>(null);
  const cancel = useHostelWrite(API.cancelReceipt);
  const attempt = useSaveAttemptKey();
  const print = (receipt: HostelReceipt) =>
    dataProvider.action(API.printReceipt, receipt.receiptNo).then(
      () => onPrinted(receipt.receiptNo),
      (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
    );
  const rows = receipts.data ?? [];
  return (
    <PeriodListFrame
      title="Hostel receipts"
      idPrefix="hostel-receipts"
      actions={allowed('create') && <Button onClick={onNew}>New receipt</Button>}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={receipts}
      loadingLabel="Loading the receipts…"
      emptyText="No receipt in this period."
      empty={rows.length === 0}
    >
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">Receipts of the period, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Receipt</th>
              <th scope="col">Date</th>
              <th scope="col">Received from</th>
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col">By</th>
              <th scope="col">Bills settled</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((receipt) => {
              const again = receipt.printCount > 0;
              return (
                <tr
                  key={receipt.receiptNo}
                  className={receipt.status === 'CANCELLED' ? 'text-body-secondary' : undefined}
                >
                  <th scope="row" className="fw-normal text-nowrap">
                    {receipt.receiptNo}
                  </th>
                  <td className="text-nowrap">{formatDate(receipt.date)}</td>
                  <td>{receipt.occupantName}</td>
                  <td className="text-end">{rupees(receipt.amount)}</td>
                  <td>{RECEIPT_MODE_LABELS[receipt.mode]}</td>
                  <td className="small">
                    {receipt.status === 'CANCELLED'
                      ? `Cancelled: ${receipt.cancelReason}`
                      : receipt.lines.map((line) => line.billNo).join(', ')}
                  </td>
                  <td className="text-nowrap">
                    {receipt.status === 'OPEN' && allowed(again ? 'reprint' : 'print') && (
                      <Button size="sm" variant="outline-primary" className="me-1" onClick={() => void print(receipt)}>
                        {again ? 'Reprint' : 'Print'} {receipt.receiptNo}
                      </Button>
                    )}
                    {receipt.status === 'OPEN' && allowed('delete') && (
                      <Button size="sm" variant="outline-danger" onClick={() => setCancelling(receipt)}>
                        Cancel {receipt.receiptNo}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {cancelling && (
        <ReasonDialog
          title={`Cancel receipt ${cancelling.receiptNo}?`}
          text={`The receipt from ${cancelling.occupantName} (${rupees(cancelling.amount)}) is kept, marked cancelled; its accounts entry is taken back and the bills it settled are due again.`}
          confirmLabel="Cancel receipt"
          onConfirm={async (reason) => {
            const body = { recordId: cancelling.receiptNo, detail: reason };
            await cancel.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
            attempt.saved();
            showDoneToast(`Receipt ${cancelling.receiptNo} cancelled.`);
            setCancelling(null);
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </PeriodListFrame>
  );
}
