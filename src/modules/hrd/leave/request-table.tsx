import Table from 'react-bootstrap/Table';
import { LEAVE_STATUS_LABELS, type LeaveRequestRow } from '../domain/leave-wire';

/** The employee's leave requests, latest first. */
export function RequestTable({ requests }: { requests: readonly LeaveRequestRow[] }) {
  if (requests.length === 0) return <p>No leave requested yet.</p>;
  return (
    <Table size="sm" bordered hover responsive>
      <caption>Leave requests</caption>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col" className="text-end">
            Days
          </th>
          <th scope="col">Type</th>
          <th scope="col">Reason</th>
          <th scope="col">Status</th>
          <th scope="col">Decided by</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((row) => (
          <tr key={row.recordId}>
            <td>{row.leaveFrom}</td>
            <td>{row.leaveTo}</td>
            <td className="text-end">{row.days}</td>
            <td>{row.leaveCode}</td>
            <td>{row.reason}</td>
            <td>
              {LEAVE_STATUS_LABELS[row.approvalStatus] ?? row.approvalStatus}
              {row.decisionNote ? `: ${row.decisionNote}` : ''}
            </td>
            <td>{row.approvedBy}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
