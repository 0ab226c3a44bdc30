import { memo } from 'react';
import Form from 'react-bootstrap/Form';
import { SpacerRow, useVirtualRows } from '../../../engine/list/virtual-rows';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { SheetRow } from './count-sheet-rows';

interface Props {
  rows: readonly SheetRow[];
  problems: ReadonlyMap<number, string[]>;
  readOnly: boolean;
  onCount: (index: number, counted: string) => void;
}

const ROW_HEIGHT = 48;

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
  const { scroller, items, before, after } = useVirtualRows({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
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
          <SpacerRow height={before} cells={3} />
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
          <SpacerRow height={after} cells={3} />
        </tbody>
      </table>
    </div>
  );
}
