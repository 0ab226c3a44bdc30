import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { rupeesInWords } from '../../../lib/money/money-words';
import { useSession } from '../../../lib/session/session-store';
import { monthName } from '../domain/hostel-dates';
import { RECEIPT_MODE_LABELS, type HostelReceipt } from '../domain/hostel-receipt-types';
import { FactList } from '../shared/fact-list';
import { rupees } from '../shared/hostel-format';
import { useReceipt } from './receipts-api';

function Printed({ receipt, onClose }: { receipt: HostelReceipt; onClose: () => void }) {
  const session = useSession();
  // The print dialog opens once the receipt is on screen.
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
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
    <article aria-labelledby="receipt-title" className="document-print" style={{ maxWidth: '40rem' }}>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      <p className="mb-0 fw-semibold">{session?.addr.company}</p>
      <h1 id="receipt-title" className="h4">
        Hostel receipt {receipt.receiptNo}
        {receipt.status === 'CANCELLED' ? ' (cancelled)' : ''}
      </h1>
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
      <div className="voucher-signatures d-none d-print-flex">
        <span>Received by</span>
        <span>Signature of the payer</span>
      </div>
    </article>
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
