import Badge from 'react-bootstrap/Badge';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodFields } from '../../../components/period-fields';
import { QueryView } from '../../../components/query-view';
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

type Column = TableColumn<CommissionPaymentHeader>;

const NUMBER: Column = {
  label: 'Number',
  cell: (row) => (
    <>
      {row.seq} {row.cancelled && <Badge bg="danger">Cancelled</Badge>}
      {row.cancelled && row.cancelReason && <div className="small fw-normal">{row.cancelReason}</div>}
    </>
  ),
};
const DATE: Column = { label: 'Date', cell: (row) => formatDate(row.dat) };
const PAID_BY: Column = {
  label: 'Paid by',
  cell: (row) => `${RECEIPT_MODE_LABELS[row.modeOfPayment] ?? row.modeOfPayment} ${row.account}`,
};
const AMOUNT: Column = { label: 'Amount', cell: (row) => formatMoney(toPaise(row.amt)), numeric: true };

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
  const columns: ReadonlyArray<TableColumn<CommissionPaymentHeader>> = [
    NUMBER,
    DATE,
    { label: COMMISSION_WORDS[kind].earner, cell: (row) => row.payeeName },
    PAID_BY,
    AMOUNT,
    {
      label: 'Actions',
      headClassName: 'list-actions-head',
      className: 'list-row-actions',
      cell: (row) => <RowActions kind={kind} row={row} onPrinted={onPrinted} />,
    },
  ];
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title" className="h5">
        Payments
      </h2>
      <div className="list-toolbar">
        <PeriodFields idPrefix={`${kind}-payments`} from={from} to={to} onPeriod={onPeriod} />
      </div>
      <QueryView query={list} loadingLabel="Loading the payments…">
        {rows.length === 0 ? (
          <p>There are no payments in this period.</p>
        ) : (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(row) => row.recordId}
            caption={rows.length === 1 ? '1 payment' : `${rows.length} payments`}
            captionPlacement="bottom"
            tableClassName="table table-sm table-hover align-middle"
            rowClassName={(row) => (row.cancelled ? 'text-muted' : undefined)}
            cards
          />
        )}
      </QueryView>
    </section>
  );
}
