import { DataTable, type TableColumn } from '../../../components/data-table';
import type { HostelOccupancy } from '../domain/room-panel-types';

const OCCUPANCY_COLUMNS: TableColumn<HostelOccupancy>[] = [
  { label: 'Hostel', cell: (hostel) => hostel.name, className: 'fw-normal' },
  { label: 'Beds', cell: (hostel) => hostel.beds, numeric: true },
  { label: 'Occupied', cell: (hostel) => hostel.occupied, numeric: true },
  { label: 'Vacant', cell: (hostel) => hostel.vacant, numeric: true },
  { label: 'Out of service', cell: (hostel) => hostel.outOfService, numeric: true },
  { label: 'Occupancy', cell: (hostel) => `${hostel.percent} %`, numeric: true },
];

/** Each hostel's beds today: beds, occupied, out of service, vacant, and occupancy of the beds in service. */
export function OccupancyTable({ hostels }: { hostels: readonly HostelOccupancy[] }) {
  return (
    // Focusable and named: the table scrolls sideways on a phone, and the keyboard must reach it.
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label="Occupancy today">
      <DataTable
        rows={hostels}
        columns={OCCUPANCY_COLUMNS}
        rowKey={(hostel) => hostel.hostel}
        caption="Occupancy today (of the beds in service)"
        tableClassName="table table-sm mb-0"
        responsive={false}
      />
    </div>
  );
}
