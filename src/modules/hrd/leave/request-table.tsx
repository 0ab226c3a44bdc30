import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { LEAVE_STATUS_LABELS, type LeaveRequestRow } from '../domain/leave-wire';

const COLUMNS: ReadonlyArray<TableColumn<LeaveRequestRow>> = [
  { label: 'From', cell: (row) => formatDate(row.leaveFrom) },
  { label: 'To', cell: (row) => formatDate(row.leaveTo) },
  { label: 'Days', cell: (row) => row.days, numeric: true },
  { label: 'Type', cell: (row) => row.leaveCode },
  { label: 'Reason', cell: (row) => row.reason },
  {
    label: 'Status',
    cell: (row) => (
      <>
        {LEAVE_STATUS_LABELS[row.approvalStatus] ?? row.approvalStatus}
        {row.decisionNote ? `: ${row.decisionNote}` : ''}
      </>
    ),
  },
  { label: 'Decided by', cell: (row) => row.approvedBy },
];

/** The employee's leave requests, latest first. */
export function RequestTable({ requests }: { requests: readonly LeaveRequestRow[] }) {
  return (
    <DataTable
      rows={requests}
      columns={COLUMNS}
      rowKey={(row) => row.recordId}
      caption="Leave requests"
      captionPlacement="bottom"
      rowHeader={false}
      tableClassName="table table-bordered table-hover table-sm"
      empty={<p>No leave requested yet.</p>}
    />
  );
}
