import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { FD_ROUTES as API } from '../domain/fd-routes';
import { FEE_RECEIPT_MODE_LABELS, type FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { rupees } from './fee-format';
import { useFeeReceipts, useFeeWrite } from './fees-api';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrinted: (receiptNo: string) => void;
}

/**
 * The period's fee receipts: print (7) the first copy, reprint (8) later ones, cancel (3) with a reason: kept, marked,
 * its voucher taken back.
 */
export function FeeReceiptList({ from, to, onPeriod, onNew, onPrinted }: Props) {
  const receipts = useFeeReceipts(from, to);
  const allowed = useScreenPermission();
  const [cancelling, setCancelling] = useState<FeeReceipt | null>(null);
  const cancel = useFeeWrite(API.cancelFeeReceipt);
  const attempt = useSaveAttemptKey();
  const print = (receipt: FeeReceipt) =>
    dataProvider.action(API.printFeeReceipt, receipt.receiptNo).then(
      () => onPrinted(receipt.receiptNo),
      (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
    );
  const rows = receipts.data ?? [];
  return (
    <PeriodListFrame
      title="Fee collections"
      idPrefix="fee-receipts"
      actions={allowed('create') && <Button onClick={onNew}>New fee receipt</Button>}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={receipts}
      loadingLabel="Loading the receipts…"
      emptyText="No fee receipt in this period."
      empty={rows.length === 0}
    >
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">Fee receipts of the period, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Receipt</th>
              <th scope="col">Date</th>
              <th scope="col">Pupil</th>
              <th scope="col" className="text-end">
                Received
              </th>
              <th scope="col" className="text-end">
                Late fine
              </th>
              <th scope="col" className="text-end">
                Concession
              </th>
              <th scope="col">By</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((receipt) => {
              const again = receipt.printCount > 0;
              const open = receipt.status === 'OPEN';
              return (
                <tr key={receipt.receiptNo} className={open ? undefined : 'text-body-secondary'}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {receipt.receiptNo}
                  </th>
                  <td className="text-nowrap">{formatDate(receipt.date)}</td>
                  <td>
                    {receipt.name}, {receipt.classCode}
                  </td>
                  <td className="text-end">{rupees(receipt.amount)}</td>
                  <td className="text-end">{rupees(receipt.fine)}</td>
                  <td className="text-end">{rupees(receipt.concession)}</td>
                  <td>{FEE_RECEIPT_MODE_LABELS[receipt.mode]}</td>
                  <td className="small">{open ? 'Open' : `Cancelled: ${receipt.cancelReason}`}</td>
                  <td className="text-nowrap">
                    {open && allowed(again ? 'reprint' : 'print') && (
                      <Button size="sm" variant="outline-primary" className="me-1" onClick={() => void print(receipt)}>
                        {again ? 'Reprint' : 'Print'} {receipt.receiptNo}
                      </Button>
                    )}
                    {open && allowed('delete') && (
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
          text={`The receipt from ${cancelling.name} (${rupees(cancelling.amount)}) is kept, marked cancelled; its accounts entry is taken back and the dues it settled are owed again.`}
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
