import type { ReactNode } from 'react';

export interface AuditColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

interface Props<T> {
  label: string;
  columns: readonly AuditColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Cells of a total row (by column position), if any. */
  footer?: readonly ReactNode[];
}

/** A real table that becomes one card per row on a phone (list-cards), each cell labelled by its column. */
export function AuditTable<T>({ label, columns, rows, rowKey, footer }: Props<T>) {
  const align = (column: AuditColumn<T>) => (column.numeric ? 'text-end' : undefined);
  return (
    <div className="table-responsive list-cards mb-3">
      <table className="table table-sm align-middle" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={align(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={align(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr className="fw-semibold">
              {columns.map((column, index) => (
                <td key={column.label} data-label={index === 0 ? undefined : column.label} className={align(column)}>
                  {footer[index]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
