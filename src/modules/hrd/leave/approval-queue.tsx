import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import type { PendingLeaveRequest } from '../domain/leave-wire';

interface Decide {
  busy: number | null;
  onApprove: (request: PendingLeaveRequest) => void;
  onReject: (request: PendingLeaveRequest) => void;
}

interface Props {
  requests: readonly PendingLeaveRequest[];
  /** Null when the user may only look: no buttons. */
  decide: null | Decide;
}

const COLUMNS: ReadonlyArray<TableColumn<PendingLeaveRequest>> = [
  { label: 'Employee', cell: (row) => `${row.empname} (${row.empno})` },
  { label: 'Department', cell: (row) => row.department },
  { label: 'Type', cell: (row) => row.leavecode },
  { label: 'From', cell: (row) => formatDate(row.leavefrom) },
  { label: 'To', cell: (row) => formatDate(row.leaveto) },
  { label: 'Days', cell: (row) => row.days, numeric: true },
  { label: 'Reason', cell: (row) => row.reason },
  { label: 'Asked on', cell: (row) => formatDate(row.dat.slice(0, 10)) },
];

const decision = (decide: Decide): TableColumn<PendingLeaveRequest> => ({
  label: 'Decision',
  className: 'text-nowrap',
  cell: (row) => (
    <>
      <Button
        size="sm"
        variant="success"
        className="me-2"
        disabled={decide.busy !== null}
        onClick={() => decide.onApprove(row)}
        aria-label={`Approve ${row.empname}'s leave from ${formatDate(row.leavefrom)}`}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        disabled={decide.busy !== null}
        onClick={() => decide.onReject(row)}
        aria-label={`Reject ${row.empname}'s leave from ${formatDate(row.leavefrom)}`}
      >
        Reject
      </Button>
    </>
  ),
});

/** The pending leave requests, earliest leave first, with approve and reject for an approver. */
export function ApprovalQueue({ requests, decide }: Props) {
  return (
    <DataTable
      rows={requests}
      columns={decide ? [...COLUMNS, decision(decide)] : COLUMNS}
      rowKey={(row) => row.recordid}
      caption="Pending leave requests"
      captionPlacement="bottom"
      tableClassName="table table-bordered table-hover table-sm"
      empty={<p>No leave request is waiting for approval.</p>}
    />
  );
}
