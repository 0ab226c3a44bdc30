import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useCancelCommissionPayment, useCommissionPayments, usePrintCommissionPayment } from './commission-api';
import { COMMISSION_WORDS } from './commission-words';
import type { EarnerKind } from './domain/commission-rules';
import type { CommissionPaymentHeader } from './domain/commission-types';
import { RECEIPT_MODE_LABELS } from './domain/receipt-types';
import { DocumentRowActions } from './document-row-actions';

/** Print or reprint, and cancel with a reason, of one payment. */
function RowActions({
  kind,
  row,
  onPrinted,
}: {
  kind: EarnerKind;
  row: CommissionPaymentHeader;
  onPrinted: (recordId: number) => void;
}) {
  const print = usePrintCommissionPayment(kind);
  const cancel = useCancelCommissionPayment(kind);
  const text = `The payment stays in the list, marked cancelled; its voucher is taken back and what it paid is due to ${row.payeeName} again.`;
  return (
    <DocumentRowActions
      document={row}
      noun="Payment"
      cancelText={text}
      print={print}
      cancel={cancel.mutateAsync}
      onPrinted={onPrinted}
    />
  );
}

interface Props {
  kind: EarnerKind;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onPrinted: (recordId: number) => void;
}

/** The commission payments of a period, with print or reprint and cancel. */
export function CommissionPaymentList({ kind, from, to, onPeriod, onPrinted }: Props) {
  const list = useCommissionPayments(kind, from, to);
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title" className="h5">
        Payments
      </h2>
      <div className="list-toolbar">
        <Form.Group controlId={`${kind}-payments-from`}>
          <Form.Label>From</Form.Label>
          <Form.Control
            type="date"
            value={from}
            max={to}
            onChange={(event) => event.target.value && onPeriod(event.target.value, to)}
          />
        </Form.Group>
        <Form.Group controlId={`${kind}-payments-to`}>
          <Form.Label>To</Form.Label>
          <Form.Control
            type="date"
            value={to}
            min={from}
            onChange={(event) => event.target.value && onPeriod(from, event.target.value)}
          />
        </Form.Group>
      </div>
      {list.isPending ? (
        <Loading label="Loading the payments…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>There are no payments in this period.</p>
      ) : (
        <div className="table-responsive list-cards">
          <table className="table table-sm table-hover align-middle">
            <caption>{rows.length === 1 ? '1 payment' : `${rows.length} payments`}</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Date</th>
                <th scope="col">{COMMISSION_WORDS[kind].earner}</th>
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
                    {row.cancelled && row.cancelReason && <div className="small fw-normal">{row.cancelReason}</div>}
                  </th>
                  <td data-label="Date">{formatDate(row.dat)}</td>
                  <td data-label={COMMISSION_WORDS[kind].earner}>{row.payeeName}</td>
                  <td data-label="Paid by">{`${RECEIPT_MODE_LABELS[row.modeOfPayment] ?? row.modeOfPayment} ${row.account}`}</td>
                  <td data-label="Amount" className="text-end">
                    {formatMoney(toPaise(row.amt))}
                  </td>
                  <td data-label="Actions" className="list-row-actions">
                    <RowActions kind={kind} row={row} onPrinted={onPrinted} />
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
