import { factWhen, LoadedReceipt, ReceiptDocument } from '../../../kits/receipts/receipt-document';
import { FEE_RECEIPT_MODE_LABELS, type FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { rupees } from './fee-format';
import { useFeeReceipt } from './fees-api';

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
      <div className="table-responsive">
        <table className="table table-sm">
          <caption className="caption-top">Dues settled</caption>
          <thead>
            <tr>
              <th scope="col">Due</th>
              <th scope="col" className="text-end">
                Late fine
              </th>
              <th scope="col" className="text-end">
                Concession
              </th>
              <th scope="col" className="text-end">
                Paid
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line) => (
              <tr key={line.dueId}>
                <td>{line.label}</td>
                <td className="text-end">{rupees(line.fine)}</td>
                <td className="text-end">{rupees(line.concession)}</td>
                <td className="text-end">{rupees(line.paid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
