import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { AdvanceHistoryRow } from '../domain/advance-wire';

const rupees = (value: number) => (value ? formatMoney(toPaise(value)) : '');

function what(row: AdvanceHistoryRow): string {
  if (row.advanceDebit > 0) return row.cancelled ? `Advance ${row.seq} (cancelled)` : `Advance ${row.seq}`;
  return row.month ? `Recovered from the salary of ${row.month}` : 'Repaid';
}

const COLUMNS: ReadonlyArray<TableColumn<AdvanceHistoryRow>> = [
  { label: 'Date', cell: (row) => row.dat.slice(0, 10) },
  { label: 'What', cell: what },
  { label: 'Given', cell: (row) => rupees(row.advanceDebit), numeric: true },
  { label: 'Recovered', cell: (row) => rupees(row.advanceCredit), numeric: true },
  { label: 'Monthly cut-off', cell: (row) => rupees(row.advanceCutOff), numeric: true },
];

const cancelColumn = (onCancel: (row: AdvanceHistoryRow) => void): TableColumn<AdvanceHistoryRow> => ({
  label: 'Cancel',
  cell: (row) =>
    row.advanceDebit > 0 &&
    !row.cancelled &&
    row.recovered === 0 && (
      <Button size="sm" variant="outline-danger" onClick={() => onCancel(row)} aria-label={`Cancel advance ${row.seq}`}>
        Cancel
      </Button>
    ),
});

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
  return (
    <DataTable
      rows={rows}
      columns={onCancel ? [...COLUMNS, cancelColumn(onCancel)] : COLUMNS}
      rowKey={(row) => row.recordId}
      caption="Advances and recoveries"
      captionPlacement="bottom"
      rowHeader={1}
      tableClassName="table table-sm table-bordered table-hover"
      rowClassName={(row) => (row.cancelled ? 'text-decoration-line-through' : undefined)}
      empty={<p>No advance given yet.</p>}
    />
  );
}
