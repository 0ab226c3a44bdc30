import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import type { PanelBed } from '../domain/hostel-types';

const VARIANT: Record<PanelBed['state'], string> = { VACANT: 'outline-success', OCCUPIED: 'warning', OUT_OF_SERVICE: 'secondary' };
const STATE: Record<PanelBed['state'], string> = { VACANT: 'vacant', OCCUPIED: 'occupied', OUT_OF_SERVICE: 'out of service' };

/** What the tile says, in order: "Bed B2 of room VBH-101, occupied by Aarav Deshmukh". */
export function bedLabel(bed: PanelBed, room: string): string {
  const state = bed.state === 'OCCUPIED' && bed.occupant ? `occupied by ${bed.occupant.name}` : STATE[bed.state];
  return `Bed ${bed.label} of room ${room}, ${state}`;
}

/** A bed as a button: its label, its state, the occupant's name. */
export const BedTile = memo(function BedTile({ bed, room, onOpen }: { bed: PanelBed; room: string; onOpen: (bedId: string) => void }) {
  return (
    <li>
      <Button variant={VARIANT[bed.state]} className="w-100 h-100 text-start py-2" aria-label={bedLabel(bed, room)} onClick={() => onOpen(bed.bedId)}>
        <span className="fw-bold d-block">Bed {bed.label}</span>{' '}
        <span className="small d-block">{STATE[bed.state]}</span>{' '}
        {bed.occupant && <span className="small d-block text-break">{bed.occupant.name}</span>}
        {bed.state === 'OUT_OF_SERVICE' && <span className="small d-block text-break fst-italic">{bed.reason}</span>}
      </Button>
    </li>
  );
});
