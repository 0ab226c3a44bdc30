import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
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

const COLUMNS: ReadonlyArray<TableColumn<ReceiptHeader>> = [
  {
    label: 'Number',
    cell: (row) => (
      <>
        {row.seq} {row.cancelled && <Badge bg="danger">Cancelled</Badge>}
        {row.cancelled && row.cancelReason && <div className="small fw-normal">{row.cancelReason}</div>}
      </>
    ),
  },
  { label: 'Customer', cell: (row) => row.partyName || row.branchId },
  {
    label: 'Received by',
    cell: (row) => `${RECEIPT_MODE_LABELS[row.modeOfPayment] ?? row.modeOfPayment} ${row.revAccount}`,
  },
  { label: 'Received', cell: (row) => formatMoney(toPaise(row.receiptAmt)), numeric: true },
  { label: 'Settled', cell: (row) => formatMoney(toPaise(row.baseAmt)), numeric: true },
];

interface Props {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onPrinted: (recordId: number) => void;
}

/** The receipts of a day, with print or reprint and cancel. */
export function ReceiptList({ day, onDay, onNew, onPrinted }: Props) {
  const list = useReceiptList(day);
  // The day lives in the URL: the box follows it, and an emptied box takes the day back (a list is of one day).
  const filter = useForm({ values: { day } });
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
        <Field
          form={filter}
          name="day"
          id="receipts-day"
          label="Day"
          type="date"
          className=""
          onChange={(value) => (value ? onDay(value) : filter.setValue('day', day))}
        />
      </div>
      {list.isPending ? (
        <Loading label="Loading the receipts…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>There are no receipts on this day.</p>
      ) : (
        <DataTable
          rows={rows}
          columns={[
            ...COLUMNS,
            {
              label: 'Actions',
              headClassName: 'list-actions-head',
              className: 'list-row-actions',
              cell: (row) => <RowActions row={row} onPrinted={onPrinted} />,
            },
          ]}
          rowKey={(row) => row.recordId}
          caption={rows.length === 1 ? '1 receipt' : `${rows.length} receipts`}
          captionPlacement="bottom"
          tableClassName="table table-sm table-hover align-middle"
          rowClassName={(row) => (row.cancelled ? 'text-muted' : undefined)}
          cards
        />
      )}
    </section>
  );
}
