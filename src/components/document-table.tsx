import type { Key, ReactNode } from 'react';

/** One column of a document table: its header, what a row shows in it, and whether it holds figures (right-aligned). */
export interface DocumentColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A table's columns: at least one, the first naming the row. */
export type DocumentColumns<Row> = readonly [DocumentColumn<Row>, ...Array<DocumentColumn<Row>>];

interface Props<Row> {
  rows: readonly Row[];
  caption: string;
  /** The first column names the row (a row header); the rest are cells. */
  columns: DocumentColumns<Row>;
  rowKey: (row: Row) => Key;
  /** The row's buttons, in the last column ("Actions"). */
  actions: (row: Row) => ReactNode;
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * A list of documents (quotations, orders, …) as a real table that becomes cards on a phone (`list-cards`,
 * each cell labelled by its column): the columns declared by the screen, the row's actions last.
 */
export function DocumentTable<Row>({ rows, caption, columns, rowKey, actions, rowClassName }: Props<Row>) {
  const [first, ...rest] = columns;
  return (
    <div className="table-responsive list-cards">
      <table className="table table-sm table-hover align-middle">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'text-end' : undefined}>
                {column.label}
              </th>
            ))}
            <th scope="col" className="list-actions-head">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              <th scope="row" data-label={first.label}>
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.label} data-label={column.label} className={column.numeric ? 'text-end' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
              <td data-label="Actions" className="list-row-actions">
                {actions(row)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
