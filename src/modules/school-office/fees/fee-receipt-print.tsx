import type { TableColumn } from '../../../components/data-table';
import { factWhen, LoadedReceipt, ReceiptDocument } from '../../../kits/receipts/receipt-document';
import { SettledLines } from '../../../kits/receipts/settled-lines';
import { FEE_RECEIPT_MODE_LABELS, type FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { rupees } from './fee-format';
import { useFeeReceipt } from './fees-api';

const LINE_COLUMNS: ReadonlyArray<TableColumn<FeeReceipt['lines'][number]>> = [
  { label: 'Due', cell: (line) => line.label },
  { label: 'Late fine', cell: (line) => rupees(line.fine), numeric: true },
  { label: 'Concession', cell: (line) => rupees(line.concession), numeric: true },
  { label: 'Paid', cell: (line) => rupees(line.paid), numeric: true },
];

function Printed({ receipt, onClose }: { receipt: FeeReceipt; onClose: () => void }) {
  const { balanceAfter } = receipt;
  return (
    <ReceiptDocument
      receipt={receipt}
      kind="Fee receipt"
      payer={`${receipt.name}, ${receipt.classCode} (${receipt.admissionNo})`}
      modeLabel={FEE_RECEIPT_MODE_LABELS[receipt.mode]}
      amountFacts={[['Late fine included', rupees(receipt.fine)]]}
      moreFacts={[
        ...factWhen(
          receipt.concession > 0,
          'Concession',
          () => `${rupees(receipt.concession)}: ${receipt.concessionReason}`,
        ),
        ...factWhen(balanceAfter !== undefined && receipt.status !== 'CANCELLED', 'Still due for the year', () =>
          rupees(balanceAfter ?? 0),
        ),
      ]}
      maxWidth="44rem"
      payerSignature="Signature of the parent"
      onClose={onClose}
    >
      <SettledLines caption="Dues settled" rows={receipt.lines} columns={LINE_COLUMNS} rowKey={(line) => line.dueId} />
    </ReceiptDocument>
  );
}

/** A fee receipt as printed: the school, the pupil, how it was paid and the dues it settled. */
export function FeeReceiptPrint({ receiptNo, onClose }: { receiptNo: string; onClose: () => void }) {
  return (
    <LoadedReceipt receiptNo={receiptNo} query={useFeeReceipt(receiptNo)}>
      {(receipt) => <Printed receipt={receipt} onClose={onClose} />}
    </LoadedReceipt>
  );
}
