import Table from 'react-bootstrap/Table';
import { formatDate } from '../../../lib/format/date-format';
import { formatMoney } from '../../../lib/money/money-format';
import type { ReconciliationSummary } from '../ledger/reconciliation';

/** Money for the screen: 12,500.00 (negative: the account is overdrawn). */
export const rupees = formatMoney;

/** The bank reconciliation statement as on a date: books to bank in four lines. */
export function BrsSummary({ summary, asOn, name }: { summary: ReconciliationSummary; asOn: string; name: string }) {
  const lines: Array<[string, number]> = [
    ['Balance as per books', summary.perBooks],
    ['Less: deposits not yet credited by the bank', summary.unclearedDeposits],
    ['Add: payments not yet debited by the bank', summary.unclearedWithdrawals],
    ['Balance as per bank', summary.perBank],
  ];
  return (
    <Table size="sm" className="w-auto mb-3" aria-label="Reconciliation summary">
      <caption className="caption-top">
        {name}, as on {formatDate(asOn)}
      </caption>
      <tbody aria-live="polite">
        {lines.map(([label, amount], index) => (
          <tr key={label} className={index === lines.length - 1 ? 'fw-semibold' : undefined}>
            <th scope="row" className="fw-normal pe-4">
              {label}
            </th>
            <td className="text-end">{rupees(amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
