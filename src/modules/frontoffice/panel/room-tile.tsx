import { memo } from 'react';
import { nightsText, ROOM_STATE_LABELS, untilText, type RoomTile } from './domain/room-states';
import { STATE_STYLE } from './room-state-style';

export const tileId = (roomNo: string) => `fo-room-tile-${roomNo}`;

/**
 * One room as a button named by what it shows, in the same order (WCAG 2.5.3): number, state, guest and nights (or
 * the arriving guest and whether the room is clean, or why it is out of order and until when), category. Cheap:
 * plain elements, re-rendered only when its label changes.
 */
export const RoomTileButton = memo(
  function RoomTileButton({ tile, onOpen }: { tile: RoomTile; onOpen: (roomNo: string) => void }) {
    const style = STATE_STYLE[tile.state];
    return (
      <li>
        <button
          type="button"
          id={tileId(tile.roomNo)}
          className={`btn w-100 h-100 d-flex flex-column justify-content-start text-start text-body border border-2 border-start-0 ${style.className}`}
          style={{ borderLeft: '0.4rem solid', padding: '0.4rem 0.5rem' }}
          aria-label={tile.label}
          onClick={() => onOpen(tile.roomNo)}
        >
          <span className="d-flex justify-content-between fw-bold">
            <span>{tile.roomNo}</span>
            <span aria-hidden="true">{style.mark}</span>
          </span>{' '}
          <span className="small d-block fw-semibold">{ROOM_STATE_LABELS[tile.state]}</span>{' '}
          {tile.guestName && (
            <>
              <span className="small d-block text-truncate">{tile.guestName}</span>{' '}
            </>
          )}
          {tile.nights > 0 && (
            <>
              <span className="small d-block">{nightsText(tile.nights)}</span>{' '}
            </>
          )}
          {tile.state === 'ARRIVING' && (
            <>
              <span className="small d-block">{tile.dirty ? 'Room dirty' : 'Room clean'}</span>{' '}
            </>
          )}
          {tile.outOfOrderReason && (
            <>
              <span className="small d-block text-truncate">{tile.outOfOrderReason}</span>{' '}
            </>
          )}
          {tile.outOfOrderTo && (
            <>
              <span className="small d-block">{untilText(tile.outOfOrderTo)}</span>{' '}
            </>
          )}
          <span className="small d-block text-truncate text-body-secondary">{tile.categoryName}</span>
        </button>
      </li>
    );
  },
  (before, after) => before.tile.label === after.tile.label && before.onOpen === after.onOpen,
);
