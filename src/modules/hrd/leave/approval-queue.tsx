import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { PendingLeaveRequest } from '../domain/leave-wire';

interface Props {
  requests: readonly PendingLeaveRequest[];
  /** Null when the user may only look: no buttons. */
  decide: null | {
    busy: number | null;
    onApprove: (request: PendingLeaveRequest) => void;
    onReject: (request: PendingLeaveRequest) => void;
  };
}

/** The pending leave requests, earliest leave first, with approve and reject for an approver. */
export function ApprovalQueue({ requests, decide }: Props) {
  if (requests.length === 0) return <p>No leave request is waiting for approval.</p>;
  return (
    <Table size="sm" bordered hover responsive>
      <caption>Pending leave requests</caption>
      <thead>
        <tr>
          <th scope="col">Employee</th>
          <th scope="col">Department</th>
          <th scope="col">Type</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col" className="text-end">
            Days
          </th>
          <th scope="col">Reason</th>
          <th scope="col">Asked on</th>
          {decide && <th scope="col">Decision</th>}
        </tr>
      </thead>
      <tbody>
        {requests.map((row) => (
          <tr key={row.recordid}>
            <th scope="row">
              {row.empname} ({row.empno})
            </th>
            <td>{row.department}</td>
            <td>{row.leavecode}</td>
            <td>{row.leavefrom}</td>
            <td>{row.leaveto}</td>
            <td className="text-end">{row.days}</td>
            <td>{row.reason}</td>
            <td>{row.dat.slice(0, 10)}</td>
            {decide && (
              <td className="text-nowrap">
                <Button
                  size="sm"
                  variant="success"
                  className="me-2"
                  disabled={decide.busy !== null}
                  onClick={() => decide.onApprove(row)}
                  aria-label={`Approve ${row.empname}'s leave from ${row.leavefrom}`}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={decide.busy !== null}
                  onClick={() => decide.onReject(row)}
                  aria-label={`Reject ${row.empname}'s leave from ${row.leavefrom}`}
                >
                  Reject
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
