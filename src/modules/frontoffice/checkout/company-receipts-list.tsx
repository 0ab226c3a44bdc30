import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useCompanyReceipts } from './company-bills-api';
import { TENDER_LABELS } from './domain/checkout-types';

/** The collections from companies, newest first, each to view, print and reprint. */
export function CompanyReceiptsList({ onView }: { onView: (receiptNo: string) => void }) {
  const receipts = useCompanyReceipts();
  if (receipts.error)
    return <LoadFailed message={toApiError(receipts.error).message} onRetry={() => void receipts.refetch()} />;
  if (!receipts.data) return <Loading label="Loading the collections…" />;
  return (
    <section aria-labelledby="collections-title" className="mt-4">
      <h2 id="collections-title" className="h5">
        Collections
      </h2>
      {receipts.data.length === 0 ? (
        <p>No payment has been received from a company yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Receipt</th>
                <th scope="col">Date</th>
                <th scope="col">Company</th>
                <th scope="col">Mode</th>
                <th scope="col">Bills</th>
                <th scope="col" className="text-end">
                  Amount
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {receipts.data.map((receipt) => (
                <tr key={receipt.receiptNo}>
                  <th scope="row">{receipt.receiptNo}</th>
                  <td className="text-nowrap">{formatDate(receipt.dat)}</td>
                  <td>{receipt.companyName}</td>
                  <td>{TENDER_LABELS[receipt.mode]}</td>
                  <td>{receipt.lines.map((line) => line.billNo).join(', ')}</td>
                  <td className="text-end">{formatMoney(toPaise(receipt.amount))}</td>
                  <td>
                    <Button size="sm" variant="outline-primary" onClick={() => onView(receipt.receiptNo)}>
                      {`View ${receipt.receiptNo}`}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
