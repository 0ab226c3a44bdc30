import type { TableColumn } from '../../../components/data-table';
import { factWhen, LoadedReceipt, ReceiptDocument } from '../../../kits/receipts/receipt-document';
import { SettledLines } from '../../../kits/receipts/settled-lines';
import { monthName } from '../domain/hostel-dates';
import { RECEIPT_MODE_LABELS, type HostelReceipt } from '../domain/hostel-receipt-types';
import { rupees } from '../shared/hostel-format';
import { useReceipt } from './receipts-api';

const LINE_COLUMNS: TableColumn<HostelReceipt['lines'][number]>[] = [
  { label: 'Bill', cell: (line) => line.billNo },
  { label: 'For', cell: (line) => monthName(line.month) },
  { label: 'Settled', cell: (line) => rupees(line.amount), numeric: true },
];

function Printed({ receipt, onClose }: { receipt: HostelReceipt; onClose: () => void }) {
  return (
    <ReceiptDocument
      receipt={receipt}
      kind="Hostel receipt"
      payer={receipt.occupantName}
      modeLabel={RECEIPT_MODE_LABELS[receipt.mode]}
      moreFacts={factWhen(receipt.remarks !== '', 'Remarks', () => receipt.remarks)}
      maxWidth="40rem"
      payerSignature="Signature of the payer"
      onClose={onClose}
    >
      <SettledLines
        caption="Bills settled"
        rows={receipt.lines}
        columns={LINE_COLUMNS}
        rowKey={(line) => line.billNo}
        responsive={false}
      />
    </ReceiptDocument>
  );
}

/** A hostel receipt as printed: the company, who paid, how, and the bills it settled. */
export function ReceiptPrint({ receiptNo, onClose }: { receiptNo: string; onClose: () => void }) {
  return (
    <LoadedReceipt receiptNo={receiptNo} query={useReceipt(receiptNo)}>
      {(receipt) => <Printed receipt={receipt} onClose={onClose} />}
    </LoadedReceipt>
  );
}
