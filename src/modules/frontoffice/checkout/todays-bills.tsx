import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useFinalBills } from './checkout-api';

const STATUS_WORDS = { PREPARED: 'Prepared, not settled', REOPENED: 'Folio reopened', SETTLED: 'Checked out' } as const;

/** The final bills of the hotel day, to view and reprint after the guest has gone. */
export function TodaysBills({ onView }: { onView: (stayNo: string) => void }) {
  const bills = useFinalBills('');
  if (bills.error) return <LoadFailed message={toApiError(bills.error).message} onRetry={() => void bills.refetch()} />;
  if (!bills.data) return <Loading label="Loading today's final bills…" />;
  return (
    <section aria-labelledby="todays-bills-title" className="mt-4">
      <h2 id="todays-bills-title" className="h5">
        Today&apos;s final bills
      </h2>
      {bills.data.length === 0 ? (
        <p>No final bill has been prepared today.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Bill</th>
                <th scope="col">Room</th>
                <th scope="col">Guest</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bills.data.map((bill) => (
                <tr key={bill.billNo}>
                  <th scope="row">{bill.billNo}</th>
                  <td>{bill.room}</td>
                  <td>{bill.guestName}</td>
                  <td>{STATUS_WORDS[bill.status]}</td>
                  <td className="text-end">{formatMoney(toPaise(bill.total))}</td>
                  <td>
                    <Button size="sm" variant="outline-primary" onClick={() => onView(bill.stayNo)}>
                      {`View ${bill.billNo}`}
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
