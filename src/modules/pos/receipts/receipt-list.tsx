import Badge from 'react-bootstrap/Badge';
import type { DocumentColumns } from '../../../components/document-table';
import { DayDocumentTable, type DayListWords } from '../../../kits/trade-documents/day-document-table';
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

const COLUMNS: DocumentColumns<ReceiptHeader> = [
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

const WORDS: DayListWords = {
  title: 'Receipts (credit clearances)',
  idPrefix: 'receipts',
  dateLabel: 'Day',
  loadingLabel: 'Loading the receipts…',
  emptyText: 'There are no receipts on this day.',
  counted: ['receipt', 'receipts'],
};

/** The receipts of a day, with print or reprint and cancel. */
export function ReceiptList({ day, onDay, onNew, onPrinted }: Props) {
  return (
    <DayDocumentTable
      words={WORDS}
      day={day}
      onDay={onDay}
      create={{ label: 'New receipt', onNew }}
      query={useReceiptList(day)}
      columns={COLUMNS}
      actions={(row) => <RowActions row={row} onPrinted={onPrinted} />}
      cancelled={(row) => row.cancelled}
    />
  );
}
