import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { AdvanceHistoryRow } from '../domain/advance-wire';

const rupees = (value: number) => (value ? formatMoney(toPaise(value)) : '');

function what(row: AdvanceHistoryRow): string {
  if (row.advanceDebit > 0) return row.cancelled ? `Advance ${row.seq} (cancelled)` : `Advance ${row.seq}`;
  return row.month ? `Recovered from the salary of ${row.month}` : 'Repaid';
}

/**
 * The employee's advances given and recovered, oldest first; an unrecovered advance can be cancelled by a user with the
 * right.
 */
export function AdvanceHistoryTable({
  rows,
  onCancel,
}: {
  rows: readonly AdvanceHistoryRow[];
  onCancel: ((row: AdvanceHistoryRow) => void) | null;
}) {
  if (rows.length === 0) return <p>No advance given yet.</p>;
  return (
    <Table size="sm" bordered hover responsive>
      <caption>Advances and recoveries</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">What</th>
          <th scope="col" className="text-end">
            Given
          </th>
          <th scope="col" className="text-end">
            Recovered
          </th>
          <th scope="col" className="text-end">
            Monthly cut-off
          </th>
          {onCancel && <th scope="col">Cancel</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.recordId} className={row.cancelled ? 'text-decoration-line-through' : undefined}>
            <td>{row.dat.slice(0, 10)}</td>
            <th scope="row">{what(row)}</th>
            <td className="text-end">{rupees(row.advanceDebit)}</td>
            <td className="text-end">{rupees(row.advanceCredit)}</td>
            <td className="text-end">{rupees(row.advanceCutOff)}</td>
            {onCancel && (
              <td>
                {row.advanceDebit > 0 && !row.cancelled && row.recovered === 0 && (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => onCancel(row)}
                    aria-label={`Cancel advance ${row.seq}`}
                  >
                    Cancel
                  </Button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
