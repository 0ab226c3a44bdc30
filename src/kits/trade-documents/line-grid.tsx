import type { CSSProperties, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/** One column of a line grid: its header, the cell of line `index` (`n` is the line's number as the user reads it). */
export interface LineColumn {
  key: string;
  header: ReactNode;
  headerClassName?: string;
  cellClassName?: string;
  style?: CSSProperties;
  cell: (index: number, n: number) => ReactNode;
}

interface Props {
  /** The field array's rows (react-hook-form's `fields`); only their ids are read. */
  rows: readonly { id: string }[];
  columns: readonly LineColumn[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** What is wrong with the lines as a whole (none entered, …), shown above the table. */
  error?: string;
  /** Wide grids scroll sideways on a narrow screen. */
  responsive?: boolean;
  /** Every input of the grid is read-only (a locked document). */
  disabled?: boolean;
}

/**
 * The items of a quotation or order: a row per line with the columns the module declares, a Remove button on each
 * (never for the last line left) and Add an item below.
 */
export function LineGrid({ rows, columns, onAdd, onRemove, error, responsive = false, disabled }: Props) {
  const table = (
    <table className="table table-sm align-middle">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.headerClassName}>
              {column.header}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.key} className={column.cellClassName} style={column.style}>
                {column.cell(index, index + 1)}
              </td>
            ))}
            <td>
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={`Remove line ${index + 1}`}
                onClick={() => onRemove(index)}
                disabled={rows.length === 1}
              >
                ×
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="h6">Items</legend>
      {error ? <p className="text-danger small">{error}</p> : null}
      {responsive ? <div className="table-responsive">{table}</div> : table}
      <Button size="sm" variant="outline-secondary" onClick={onAdd}>
        Add an item
      </Button>
    </fieldset>
  );
}
