import type { Key, ReactNode } from 'react';

/** One column of a printed items table: its header, what a line shows, figures right-aligned. */
export interface PrintColumn<Line> {
  label: string;
  cell: (line: Line) => ReactNode;
  numeric?: boolean;
  /** The cell names the line (a row header for a screen reader). */
  rowHeader?: boolean;
}

interface Props<Line> {
  lines: readonly Line[];
  lineKey: (line: Line) => Key;
  caption: string;
  captionClassName: string;
  columns: readonly PrintColumn<Line>[];
}

/** The items of a printed quotation or order: a line per row, in the columns the document declares. */
export function PrintItemsTable<Line>({ lines, lineKey, caption, captionClassName, columns }: Props<Line>) {
  const align = (column: PrintColumn<Line>) => (column.numeric ? 'text-end' : undefined);
  return (
    <table className="table table-sm">
      <caption className={captionClassName}>{caption}</caption>
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
        {lines.map((line) => (
          <tr key={lineKey(line)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.label} scope="row" className={align(column)}>
                  {column.cell(line)}
                </th>
              ) : (
                <td key={column.label} className={align(column)}>
                  {column.cell(line)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
