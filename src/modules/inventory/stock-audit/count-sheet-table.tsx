import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { SheetRow } from './count-sheet-rows';

interface Props {
  rows: readonly SheetRow[];
  problems: ReadonlyMap<number, string[]>;
  readOnly: boolean;
  onCount: (index: number, counted: string) => void;
}

const ROW_HEIGHT = 48;
/** Where nothing is laid out yet (no layout engine), the first screenful shows. */
const FIRST_SCREEN = 40;

interface RowProps {
  row: SheetRow;
  index: number;
  problems: string[] | undefined;
  readOnly: boolean;
  onCount: (index: number, counted: string) => void;
}

const CountRow = memo(function CountRow({ row, index, problems, readOnly, onCount }: RowProps) {
  const id = `count-${index}`;
  const name = row.itemName ? `${row.itemName} (${row.itemId})` : row.itemId || `line ${index + 1}`;
  return (
    <tr data-index={index} style={{ minHeight: ROW_HEIGHT }} className={problems ? 'table-danger' : undefined}>
      <td data-label="Item">{name}</td>
      <td data-label="Book stock" className="text-end">
        {row.imported && !row.itemName ? '' : formatQuantity(row.book, row.unit)}
      </td>
      <td data-label="Counted">
        <Form.Label htmlFor={id} visuallyHidden>{`Count of ${name}`}</Form.Label>
        <Form.Control
          id={id}
          size="sm"
          inputMode="decimal"
          autoComplete="off"
          className="text-end"
          value={row.counted}
          readOnly={readOnly}
          isInvalid={!!problems}
          aria-invalid={!!problems || undefined}
          aria-describedby={problems ? `${id}-error` : undefined}
          onChange={(event) => onCount(index, event.target.value)}
        />
        {problems && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {problems.join(' ')}
          </div>
        )}
      </td>
    </tr>
  );
});

/** The count sheet as a real table; only the rows in view are in the page, so a 5,000-line sheet types without lag. */
export function CountSheetTable({ rows, problems, readOnly, onCount }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const virtual = virtualizer.getVirtualItems();
  const plain = virtual.length === 0 && rows.length > 0;
  const items = plain
    ? rows
        .slice(0, FIRST_SCREEN)
        .map((_, index) => ({ index, start: index * ROW_HEIGHT, end: (index + 1) * ROW_HEIGHT }))
    : virtual;
  const before = plain ? 0 : (items[0]?.start ?? 0);
  const after = plain ? 0 : virtualizer.getTotalSize() - (items.length > 0 ? items[items.length - 1]!.end : 0);
  return (
    <div
      ref={scroller}
      className="virtual-table-scroller list-cards"
      tabIndex={0}
      role="region"
      aria-label="Count sheet table"
      style={{ maxHeight: '60vh', overflowY: 'auto' }}
    >
      <table className="table table-sm align-middle mb-0" aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">Count sheet</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-end">
              Book stock
            </th>
            <th scope="col">Counted</th>
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden="true">
              <td colSpan={3} style={{ height: before, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map(({ index }) => (
            <CountRow
              key={index}
              row={rows[index]!}
              index={index}
              problems={problems.get(index)}
              readOnly={readOnly}
              onCount={onCount}
            />
          ))}
          {after > 0 && (
            <tr aria-hidden="true">
              <td colSpan={3} style={{ height: after, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
