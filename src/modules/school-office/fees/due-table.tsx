import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatDate } from '../../../lib/format/date-format';
import type { FeeLedgerLine } from '../domain/fee-ledger-types';
import { rupees } from './fee-format';

interface Props {
  rows: readonly FeeLedgerLine[];
  /** What the receipt being typed puts on each due (dueId → paid and concession, rupees). */
  shares: ReadonlyMap<string, { paid: number; concession: number }>;
}

/**
 * The dues still owed, oldest first, with the late fine a receipt today adds and what the amount typed settles on each
 * (the server allocates the same way).
 */
export function DueTable({ rows, shares }: Props) {
  if (rows.length === 0) return <p>Nothing is owed for this choice.</p>;
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="Dues owed table">
      <table className="table table-sm align-middle">
        <caption className="caption-top">Dues owed, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Due</th>
            <th scope="col">Due date</th>
            <th scope="col" className="text-end">
              Balance
            </th>
            <th scope="col" className="text-end">
              Late fine now
            </th>
            <th scope="col" className="text-end">
              Owed
            </th>
            <th scope="col" className="text-end">
              Concession
            </th>
            <th scope="col" className="text-end">
              Paid now
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const share = shares.get(row.dueId);
            return (
              <tr key={row.dueId}>
                <th scope="row" className="fw-normal">
                  {row.label}
                </th>
                <td className="text-nowrap">{formatDate(row.dueDate)}</td>
                <td className="text-end">{rupees(row.balance)}</td>
                <td className="text-end">{rupees(row.fineNow)}</td>
                <td className="text-end">{rupees(row.owed)}</td>
                <td className="text-end">{formatMoney(toPaise(share?.concession ?? 0))}</td>
                <td className="text-end">{formatMoney(toPaise(share?.paid ?? 0))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
