import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import type { FollowUp } from '../domain/enquiry-types';

const COLUMNS: ReadonlyArray<TableColumn<FollowUp>> = [
  { label: 'No.', cell: (line) => line.lineNo, className: 'fw-normal' },
  { label: 'Date', cell: (line) => formatDate(line.date), className: 'text-nowrap' },
  { label: 'Discussed', cell: (line) => line.note },
  {
    label: 'Next follow-up',
    cell: (line) => (line.nextDate ? formatDate(line.nextDate) : '—'),
    className: 'text-nowrap',
  },
  { label: 'By', cell: (line) => line.by },
];

/** An enquiry's follow-ups in order: when, what was said, the next date agreed and by whom. */
export function FollowUpTable({ lines }: { lines: readonly FollowUp[] }) {
  return (
    <DataTable
      rows={lines}
      columns={COLUMNS}
      rowKey={(line) => line.lineNo}
      caption={`Follow-ups (${lines.length})`}
      tableClassName="table table-sm"
      empty={<p>No follow-up yet.</p>}
    />
  );
}
