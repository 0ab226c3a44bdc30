import type { Key, ReactNode } from 'react';
import { DataTable, type TableColumn } from '../../components/data-table';

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
  /** The caption above the table, or read out only. */
  captionClassName: 'caption-top' | 'visually-hidden';
  columns: readonly PrintColumn<Line>[];
}

/** The items of a printed quotation or order: a line per row, in the columns the document declares. */
export function PrintItemsTable<Line>({ lines, lineKey, caption, captionClassName, columns }: Props<Line>) {
  const named = columns.findIndex((column) => column.rowHeader);
  const declared: TableColumn<Line>[] = columns.map(({ label, cell, numeric }) => ({
    label,
    numeric,
    cell: (line) => cell(line),
  }));
  return (
    <DataTable
      rows={lines}
      columns={declared}
      rowKey={(line) => lineKey(line)}
      caption={caption}
      captionPlacement={captionClassName === 'visually-hidden' ? 'hidden' : 'top'}
      rowHeader={named < 0 ? false : named}
      tableClassName="table table-sm"
      responsive={false}
    />
  );
}
