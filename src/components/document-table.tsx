import type { Key, ReactNode } from 'react';
import { useListShortcuts } from '../lib/shortcuts/use-list-shortcuts';
import { DataTable, type TableColumn } from './data-table';

/** One column of a document table: its header, what a row shows in it, and whether it holds figures (right-aligned). */
export type DocumentColumn<Row> = Pick<TableColumn<Row>, 'label' | 'cell' | 'numeric'>;

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
  /** What opening a row does (its View or Edit button): given, ↑/↓ highlight a row and Enter opens it. */
  onOpen?: (row: Row) => void;
}

/**
 * A list of documents (quotations, orders, …) as a real table that becomes cards on a phone (`list-cards`,
 * each cell labelled by its column): the columns declared by the screen, the row's actions last.
 */
export function DocumentTable<Row>({ rows, caption, columns, rowKey, actions, rowClassName, onOpen }: Props<Row>) {
  const highlighted = useListShortcuts({
    count: onOpen ? rows.length : 0,
    onOpen: onOpen && ((index) => onOpen(rows[index]!)),
  });
  const actionsColumn: TableColumn<Row> = {
    label: 'Actions',
    cell: actions,
    headClassName: 'list-actions-head',
    className: 'list-row-actions',
  };
  return (
    <DataTable
      rows={rows}
      caption={caption}
      captionPlacement="bottom"
      columns={[...columns, actionsColumn]}
      rowKey={rowKey}
      rowClassName={rowClassName}
      highlighted={highlighted}
      tableClassName="table table-sm table-hover align-middle"
      cards
    />
  );
}
