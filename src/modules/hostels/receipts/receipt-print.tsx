import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { rupeesInWords } from '../../../lib/money/money-words';
import { monthName } from '../domain/hostel-dates';
import { RECEIPT_MODE_LABELS, type HostelReceipt } from '../domain/hostel-receipt-types';
import { FactList } from '../shared/fact-list';
import { rupees } from '../shared/hostel-format';
import { useReceipt } from './receipts-api';
import { DocumentPrintFrame } from '../../../components/print/document-print';

function Printed({ receipt, onClose }: { receipt: HostelReceipt; onClose: () => void }) {
  const facts: Array<[string, string]> = [
    ['Date', formatDate(receipt.date)],
    ['Received from', receipt.occupantName],
    ['Amount received', rupees(receipt.amount)],
    ['In words', rupeesInWords(toPaise(receipt.amount))],
    ['Received by', `${RECEIPT_MODE_LABELS[receipt.mode]}, ${receipt.accountName}`],
    ...(receipt.reference ? [['Reference', receipt.reference] as [string, string]] : []),
    ...(receipt.remarks ? [['Remarks', receipt.remarks] as [string, string]] : []),
    ...(receipt.status === 'CANCELLED' ? [['Cancelled', receipt.cancelReason] as [string, string]] : []),
  ];
  return (
    <DocumentPrintFrame
      title={
        <>
          Hostel receipt {receipt.receiptNo}
          {receipt.status === 'CANCELLED' ? ' (cancelled)' : ''}
        </>
      }
      onClose={onClose}
      maxWidth="40rem"
      signatures={['Received by', 'Signature of the payer']}
    >
      <FactList facts={facts} />
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
    </DocumentPrintFrame>
  );
}

/** A hostel receipt as printed: the company, who paid, how, and the bills it settled. */
export function ReceiptPrint({ receiptNo, onClose }: { receiptNo: string; onClose: () => void }) {
  const receipt = useReceipt(receiptNo);
  if (receipt.error)
    return <LoadFailed message={toApiError(receipt.error).message} onRetry={() => void receipt.refetch()} />;
  if (receipt.isPending) return <Loading label="Loading the receipt…" />;
  if (!receipt.data) return <Alert variant="warning">There is no receipt {receiptNo}.</Alert>;
  return <Printed receipt={receipt.data} onClose={onClose} />;
}
