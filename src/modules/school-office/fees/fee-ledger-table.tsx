import { formatDate } from '../../../lib/format/date-format';
import type { FeeLedgerView } from '../domain/fee-ledger-types';
import { rupees } from './fee-format';

/**
 * A pupil's ledger rows (due, paid, concession, fine, balance) with the totals; balance = due + fine − paid −
 * concession.
 */
export function FeeLedgerTable({ view }: { view: FeeLedgerView }) {
  if (view.rows.length === 0) return <p>Nothing has fallen due for {view.name} this year.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">
          Fee ledger of {view.name} ({view.classCode}) as on {formatDate(view.asOn)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Due</th>
            <th scope="col">Due date</th>
            <th scope="col" className="text-end">
              Amount due
            </th>
            <th scope="col" className="text-end">
              Late fine
            </th>
            <th scope="col" className="text-end">
              Paid
            </th>
            <th scope="col" className="text-end">
              Concession
            </th>
            <th scope="col" className="text-end">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.dueId}>
              <th scope="row" className="fw-normal">
                {row.label}
              </th>
              <td className="text-nowrap">{formatDate(row.dueDate)}</td>
              <td className="text-end">{rupees(row.due)}</td>
              <td className="text-end">{rupees(row.fine)}</td>
              <td className="text-end">{rupees(row.paid)}</td>
              <td className="text-end">{rupees(row.concession)}</td>
              <td className="text-end">{rupees(row.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <th scope="row">Total</th>
            <td />
            <td className="text-end">{rupees(view.totals.due)}</td>
            <td className="text-end">{rupees(view.totals.fine)}</td>
            <td className="text-end">{rupees(view.totals.paid)}</td>
            <td className="text-end">{rupees(view.totals.concession)}</td>
            <td className="text-end">{rupees(view.totals.balance)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
