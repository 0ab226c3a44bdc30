import type { Key } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table';

interface Props<T> {
  /** The table's name, read out (the heading above says it on screen). */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
}

/**
 * The night audit's lists: real tables named by a hidden caption, whose rows have no header of their own, that
 * become one card per row on a phone; a column's `total` makes the totals row.
 */
export function AuditTable<T>({ label, columns, rows, rowKey }: Props<T>) {
  return (
    <div className="mb-3">
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        caption={label}
        captionPlacement="hidden"
        rowHeader={false}
        cards
      />
    </div>
  );
}
