import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { rupeesInWords } from '../../../lib/money/money-words';
import { FEE_RECEIPT_MODE_LABELS, type FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { rupees } from './fee-format';
import { useFeeReceipt } from './fees-api';
import { DocumentPrintFrame } from '../../../components/print/document-print';

function Printed({ receipt, onClose }: { receipt: FeeReceipt; onClose: () => void }) {
  const facts: Array<[string, string]> = [
    ['Date', formatDate(receipt.date)],
    ['Received from', `${receipt.name}, ${receipt.classCode} (${receipt.admissionNo})`],
    ['Amount received', rupees(receipt.amount)],
    ['In words', rupeesInWords(toPaise(receipt.amount))],
    ['Late fine included', rupees(receipt.fine)],
    ['Received by', `${FEE_RECEIPT_MODE_LABELS[receipt.mode]}, ${receipt.accountName}`],
    ...(receipt.reference ? [['Reference', receipt.reference] as [string, string]] : []),
    ...(receipt.concession > 0
      ? [['Concession', `${rupees(receipt.concession)}: ${receipt.concessionReason}`] as [string, string]]
      : []),
    ...(receipt.balanceAfter !== undefined && receipt.status !== 'CANCELLED'
      ? [['Still due for the year', rupees(receipt.balanceAfter)] as [string, string]]
      : []),
    ...(receipt.status === 'CANCELLED' ? [['Cancelled', receipt.cancelReason] as [string, string]] : []),
  ];
  return (
    <DocumentPrintFrame
      title={
        <>
          Fee receipt {receipt.receiptNo}
          {receipt.status === 'CANCELLED' ? ' (cancelled)' : ''}
        </>
      }
      onClose={onClose}
      maxWidth="44rem"
      signatures={['Received by', 'Signature of the parent']}
    >
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 d-flex gap-2">
            <dt>{label}</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
      </dl>
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
    </DocumentPrintFrame>
  );
}

/** A fee receipt as printed: the school, the pupil, how it was paid and the dues it settled. */
export function FeeReceiptPrint({ receiptNo, onClose }: { receiptNo: string; onClose: () => void }) {
  const receipt = useFeeReceipt(receiptNo);
  if (receipt.error)
    return <LoadFailed message={toApiError(receipt.error).message} onRetry={() => void receipt.refetch()} />;
  if (receipt.isPending) return <Loading label="Loading the receipt…" />;
  if (!receipt.data) return <Alert variant="warning">There is no receipt {receiptNo}.</Alert>;
  return <Printed receipt={receipt.data} onClose={onClose} />;
}
