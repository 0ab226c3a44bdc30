import Table from 'react-bootstrap/Table';
import type { LeaveBalance } from '../domain/leave-balance';

/** An employee's leave per type for the year: entitlement, taken, pending and left. */
export function BalanceTable({ year, balances }: { year: number; balances: readonly LeaveBalance[] }) {
  return (
    <Table size="sm" bordered className="w-auto">
      <caption>Leave balance for {year}</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col" className="text-end">
            Entitlement
          </th>
          <th scope="col" className="text-end">
            Taken
          </th>
          <th scope="col" className="text-end">
            Pending
          </th>
          <th scope="col" className="text-end">
            Left
          </th>
        </tr>
      </thead>
      <tbody>
        {balances.map((row) => (
          <tr key={row.leaveId}>
            <th scope="row">
              {row.leaveDescription} ({row.leaveCode})
            </th>
            <td className="text-end">{row.paid ? row.entitlement : 'no limit'}</td>
            <td className="text-end">{row.taken}</td>
            <td className="text-end">{row.pending}</td>
            <td className="text-end">{row.paid ? row.balance : '–'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
