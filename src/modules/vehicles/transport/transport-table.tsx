import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { WAY_LABELS } from '../../../kits/school/transport-way';
import type { TransportAssignment } from '../domain/veh-types';
import { StopDialog } from './stop-dialog';

const COLUMNS: ReadonlyArray<TableColumn<TransportAssignment>> = [
  { label: 'Route', cell: (row) => row.route },
  { label: 'Stop', cell: (row) => row.stop },
  { label: 'Pupil', cell: (row) => row.name },
  { label: 'Class', cell: (row) => row.classCode },
  { label: 'Way', cell: (row) => WAY_LABELS[row.way] },
  { label: 'From', cell: (row) => row.fromDate },
  { label: 'Until', cell: (row) => row.toDate || '—' },
];

/**
 * The pupils holding a seat from today on, by route and stop; a running one can be stopped (its last day asked) with
 * the modify right.
 */
export function TransportTable({
  rows,
  canStop,
  today,
}: {
  rows: readonly TransportAssignment[];
  canStop: boolean;
  today: string;
}) {
  const [stopping, setStopping] = useState<TransportAssignment | null>(null);
  const stop: TableColumn<TransportAssignment> = {
    label: 'Action',
    cell: (row) =>
      row.toDate === '' && (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => setStopping(row)}
          aria-label={`Stop ${row.name}'s transport`}
        >
          Stop
        </Button>
      ),
  };
  return (
    <>
      <DataTable
        rows={rows}
        columns={canStop ? [...COLUMNS, stop] : COLUMNS}
        rowKey={(row) => row.admissionNo}
        caption="Pupils on transport"
        captionPlacement="hidden"
        rowHeader={2}
        tableClassName="table table-sm table-striped table-hover"
        empty={<p className="text-muted">No pupil rides a route.</p>}
      />
      {stopping && <StopDialog row={stopping} today={today} onClose={() => setStopping(null)} />}
    </>
  );
}
