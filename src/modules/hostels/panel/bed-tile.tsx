import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import type { PanelBed } from '../domain/room-panel-types';

const VARIANT: Record<PanelBed['state'], string> = {
  VACANT: 'outline-success',
  OCCUPIED: 'warning',
  OUT_OF_SERVICE: 'secondary',
};
const STATE: Record<PanelBed['state'], string> = {
  VACANT: 'vacant',
  OCCUPIED: 'occupied',
  OUT_OF_SERVICE: 'out of service',
};

/**
 * What the tile says, in order: "Bed B2 of room VBH-101, occupied by Aarav Deshmukh" (and an out-of-service bed's
 * reason in brackets).
 */
export function bedLabel(bed: PanelBed, room: string): string {
  const state = bed.state === 'OCCUPIED' && bed.occupant ? `occupied by ${bed.occupant.name}` : STATE[bed.state];
  return `Bed ${bed.label} of room ${room}, ${state}${bed.state === 'OUT_OF_SERVICE' && bed.reason ? ` (${bed.reason})` : ''}`;
}

/**
 * A bed as a button: its label, its state, the occupant's name. The button is named by its own text (the room is
 * there for screen readers only), so the name holds every word shown — bedLabel() is that name.
 */
export const BedTile = memo(function BedTile({
  bed,
  room,
  onOpen,
}: {
  bed: PanelBed;
  room: string;
  onOpen: (bedId: string) => void;
}) {
  return (
    <li>
      <Button variant={VARIANT[bed.state]} className="w-100 h-100 text-start py-2" onClick={() => onOpen(bed.bedId)}>
        <span className="fw-bold d-block">
          {`Bed ${bed.label}`} <span className="visually-hidden">{`of room ${room},`}</span>
        </span>{' '}
        <span className="small d-block">
          {STATE[bed.state]}
          {bed.state === 'OCCUPIED' && bed.occupant && (
            <>
              {' '}
              <span className="visually-hidden">by</span>
            </>
          )}
        </span>
        {bed.state === 'OCCUPIED' && bed.occupant && (
          <>
            {' '}
            <span className="small d-block text-break">{bed.occupant.name}</span>
          </>
        )}
        {bed.state === 'OUT_OF_SERVICE' && bed.reason && (
          <>
            {' '}
            <span className="small d-block text-break fst-italic">{`(${bed.reason})`}</span>
          </>
        )}
      </Button>
    </li>
  );
});
