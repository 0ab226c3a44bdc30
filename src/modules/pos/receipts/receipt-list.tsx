import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { RECEIPT_MODE_LABELS, type ReceiptHeader } from './domain/receipt-types';
import { DocumentRowActions } from './document-row-actions';
import { useCancelReceipt, usePrintReceipt, useReceiptList } from './receipt-api';

/** Print or reprint, and cancel with a reason, of one receipt. */
function RowActions({ row, onPrinted }: { row: ReceiptHeader; onPrinted: (recordId: number) => void }) {
  const print = usePrintReceipt();
  const cancel = useCancelReceipt();
  const text =
    'The receipt stays in the list, marked cancelled; the bills it settled are pending again and its voucher is taken back.';
  return (
    <DocumentRowActions
      document={row}
      noun="Receipt"
      cancelText={text}
      print={print}
      cancel={cancel.mutateAsync}
      onPrinted={onPrinted}
    />
  );
}

interface Props {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onPrinted: (recordId: number) => void;
}

/** The receipts of a day, with print or reprint and cancel. */
export function ReceiptList({ day, onDay, onNew, onPrinted }: Props) {
  const list = useReceiptList(day);
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Receipts (credit clearances)
        </h1>
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New receipt</Button>
        </ScreenAction>
      </div>
      <div className="list-toolbar">
        <Form.Group controlId="receipts-day">
          <Form.Label>Day</Form.Label>
          <Form.Control type="date" value={day} onChange={(event) => event.target.value && onDay(event.target.value)} />
        </Form.Group>
      </div>
      {list.isPending ? (
        <Loading label="Loading the receipts…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>There are no receipts on this day.</p>
      ) : (
        <div className="table-responsive list-cards">
          <table className="table table-sm table-hover align-middle">
            <caption>{rows.length === 1 ? '1 receipt' : `${rows.length} receipts`}</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Customer</th>
                <th scope="col">Received by</th>
                <th scope="col" className="text-end">
                  Received
                </th>
                <th scope="col" className="text-end">
                  Settled
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
                    {row.cancelled && row.cancelReason && <div className="small fw-normal">{row.cancelReason}</div>}
                  </th>
                  <td data-label="Customer">{row.partyName || row.branchId}</td>
                  <td data-label="Received by">{`${RECEIPT_MODE_LABELS[row.modeOfPayment] ?? row.modeOfPayment} ${row.revAccount}`}</td>
                  <td data-label="Received" className="text-end">
                    {formatMoney(toPaise(row.receiptAmt))}
                  </td>
                  <td data-label="Settled" className="text-end">
                    {formatMoney(toPaise(row.baseAmt))}
                  </td>
                  <td data-label="Actions" className="list-row-actions">
                    <RowActions row={row} onPrinted={onPrinted} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
