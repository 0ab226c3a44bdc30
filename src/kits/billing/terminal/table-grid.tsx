import { memo, useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { formatMoney } from '../../../lib/money/money-format';
import type { TableTile, TileState } from './table-tiles';

const VARIANT: Record<TileState, string> = { free: 'outline-success', occupied: 'warning', billed: 'info' };
const tileId = (tableNo: string) => `table-tile-${tableNo}`;

const Tile = memo(
  function Tile({
    tile,
    open,
    large,
    onOpen,
  }: {
    tile: TableTile;
    open: boolean;
    large: boolean;
    onOpen: (tableNo: string) => void;
  }) {
    return (
      <li>
        <Button
          id={tileId(tile.tableNo)}
          variant={VARIANT[tile.state]}
          // A column of lines: the phone's touch rule lays every button's content out in a row.
          className={`w-100 h-100 text-start d-flex flex-column align-items-stretch justify-content-start ${large ? 'py-3' : 'py-2'}`}
          aria-label={tile.label}
          aria-pressed={open}
          onClick={() => onOpen(tile.tableNo)}
        >
          {/* Shown in the order the name says it, a space between the lines (WCAG 2.5.3: the visible words are part of
              the name, in order). */}
          <span className="fw-bold d-block text-break">{tile.name}</span>{' '}
          <span className="small d-block text-capitalize">{tile.state}</span>{' '}
          {tile.state !== 'free' && (
            <>
              <span className="small d-block">₹{formatMoney(tile.amount)}</span>{' '}
            </>
          )}
          {tile.minutes !== null && (
            <>
              <span className="small d-block">
                {tile.minutes} {tile.minutes === 1 ? 'minute' : 'minutes'}
              </span>{' '}
            </>
          )}
          {tile.waiting && (
            <>
              <span className="small d-block fst-italic">Waiting to send</span>{' '}
            </>
          )}
          {tile.failed && (
            <>
              <span className="small d-block fst-italic">Not sent</span>{' '}
            </>
          )}
          {tile.description && <span className="small d-block">{tile.description}</span>}
        </Button>
      </li>
    );
  },
  (before, after) =>
    before.tile.label === after.tile.label &&
    before.open === after.open &&
    before.onOpen === after.onOpen &&
    before.large === after.large,
);

interface Props {
  tiles: readonly TableTile[];
  openTable: string | null;
  onOpen: (tableNo: string) => void;
  /** Touch screens: larger tiles. */
  large?: boolean;
  /** The table whose tile takes focus (back from its order). */
  focusTable?: string | null;
}

/** Every table of the outlet as a button named by its state: free, occupied (amount, minutes), billed. */
export function TableGrid({ tiles, openTable, onOpen, large = false, focusTable = null }: Props) {
  useEffect(() => {
    if (focusTable) document.getElementById(tileId(focusTable))?.focus();
  }, [focusTable]);
  if (tiles.length === 0) return <p>This outlet has no tables.</p>;
  return (
    <ul
      aria-label="Tables"
      className="list-unstyled d-grid gap-2 mb-0"
      style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${large ? 8 : 6.5}rem, 1fr))` }}
    >
      {tiles.map((tile) => (
        <Tile key={tile.tableNo} tile={tile} open={tile.tableNo === openTable} large={large} onOpen={onOpen} />
      ))}
    </ul>
  );
}
