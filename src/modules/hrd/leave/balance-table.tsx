import { DataTable, type TableColumn } from '../../../components/data-table';
import type { LeaveBalance } from '../domain/leave-balance';

const COLUMNS: ReadonlyArray<TableColumn<LeaveBalance>> = [
  { label: 'Type', cell: (row) => `${row.leaveDescription} (${row.leaveCode})` },
  { label: 'Entitlement', cell: (row) => (row.paid ? row.entitlement : 'no limit'), numeric: true },
  { label: 'Taken', cell: (row) => row.taken, numeric: true },
  { label: 'Pending', cell: (row) => row.pending, numeric: true },
  { label: 'Left', cell: (row) => (row.paid ? row.balance : '–'), numeric: true },
];

/** An employee's leave per type for the year: entitlement, taken, pending and left. */
export function BalanceTable({ year, balances }: { year: number; balances: readonly LeaveBalance[] }) {
  return (
    <DataTable
      rows={balances}
      columns={COLUMNS}
      rowKey={(row) => row.leaveId}
      caption={`Leave balance for ${year}`}
      captionPlacement="bottom"
      tableClassName="table table-bordered table-sm w-auto"
      responsive={false}
    />
  );
}
