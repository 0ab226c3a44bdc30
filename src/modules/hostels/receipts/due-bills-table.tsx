import { toPaise, type Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatDate } from '../../../lib/format/date-format';
import { monthName } from '../domain/hostel-dates';
import type { DueBill } from '../domain/hostel-receipt-types';
import { allocateOldestFirst } from '../domain/receipt-allocation';
import { rupees } from '../shared/hostel-format';

/**
 * The occupant's bills with something due, oldest first, and what the amount typed settles on each (the server
 * allocates the same way).
 */
export function DueBillsTable({ bills, amountPaise }: { bills: readonly DueBill[]; amountPaise: Paise | null }) {
  const shares = new Map(
    allocateOldestFirst(
      amountPaise ?? 0,
      bills.map((bill) => ({ ...bill, duePaise: toPaise(bill.due) })),
    ).map((share) => [share.billNo, share.paise]),
  );
  if (bills.length === 0) return <p>Nothing is due from this occupant.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">Bills due, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Bill</th>
            <th scope="col">For</th>
            <th scope="col">Date</th>
            <th scope="col" className="text-end">
              Total
            </th>
            <th scope="col" className="text-end">
              Received
            </th>
            <th scope="col" className="text-end">
              Due
            </th>
            <th scope="col" className="text-end">
              Settles
            </th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.billNo}>
              <th scope="row" className="fw-normal text-nowrap">
                {bill.billNo}
              </th>
              <td>{monthName(bill.month)}</td>
              <td className="text-nowrap">{formatDate(bill.date)}</td>
              <td className="text-end">{rupees(bill.total)}</td>
              <td className="text-end">{rupees(bill.received)}</td>
              <td className="text-end">{rupees(bill.due)}</td>
              <td className="text-end">{formatMoney(shares.get(bill.billNo) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
