import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import type { StaySegment } from '../domain/allocation-types';
import { rupees } from '../shared/hostel-format';
import { useAllocation } from './panel-api';

const SEGMENT_COLUMNS: TableColumn<StaySegment>[] = [
  { label: 'Bed', cell: (segment) => segment.bedId },
  { label: 'From', cell: (segment) => formatDate(segment.from) },
  { label: 'To', cell: (segment) => (segment.to ? formatDate(segment.to) : 'now') },
  { label: 'Package', cell: (segment) => segment.packageName },
  { label: 'Rent a month', cell: (segment) => rupees(segment.monthlyRate), numeric: true },
];

/** The beds an allocation has held, oldest first (a transfer keeps the earlier ones). */
export function BedHistory({ allocNo }: { allocNo: string }) {
  const allocation = useAllocation(allocNo);
  if (!allocation.data) return allocation.isPending ? <p role="status">Loading the bed history…</p> : null;
  return (
    <DataTable
      rows={allocation.data.segments}
      columns={SEGMENT_COLUMNS}
      rowKey={(segment) => `${segment.bedId}|${segment.from}`}
      caption="Bed history"
      rowHeader={false}
      tableClassName="table table-sm small"
    />
  );
}
