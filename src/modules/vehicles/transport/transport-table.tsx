import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { WAY_LABELS } from '../../../kits/school/transport-way';
import type { TransportAssignment } from '../domain/veh-types';
import { StopDialog } from './stop-dialog';

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
  if (rows.length === 0) return <p className="text-muted">No pupil rides a route.</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" striped hover aria-label="Pupils on transport">
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">Stop</th>
            <th scope="col">Pupil</th>
            <th scope="col">Class</th>
            <th scope="col">Way</th>
            <th scope="col">From</th>
            <th scope="col">Until</th>
            {canStop && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.admissionNo}>
              <td>{row.route}</td>
              <td>{row.stop}</td>
              <th scope="row">{row.name}</th>
              <td>{row.classCode}</td>
              <td>{WAY_LABELS[row.way]}</td>
              <td>{row.fromDate}</td>
              <td>{row.toDate || '—'}</td>
              {canStop && (
                <td>
                  {row.toDate === '' && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setStopping(row)}
                      aria-label={`Stop ${row.name}'s transport`}
                    >
                      Stop
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {stopping && <StopDialog row={stopping} today={today} onClose={() => setStopping(null)} />}
    </div>
  );
}
