import { factWhen, LoadedReceipt, ReceiptDocument } from '../../../kits/receipts/receipt-document';
import { monthName } from '../domain/hostel-dates';
import { RECEIPT_MODE_LABELS, type HostelReceipt } from '../domain/hostel-receipt-types';
import { rupees } from '../shared/hostel-format';
import { useReceipt } from './receipts-api';

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
      <table className="table table-sm">
        <caption className="caption-top">Bills settled</caption>
        <thead>
          <tr>
            <th scope="col">Bill</th>
            <th scope="col">For</th>
            <th scope="col" className="text-end">
              Settled
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.billNo}>
              <td>{line.billNo}</td>
              <td>{monthName(line.month)}</td>
              <td className="text-end">{rupees(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
