import type { Key } from 'react';
import { DataTable, type TableColumn } from '../../components/data-table';

interface Props<Row> {
  /** The table's name ("Bills settled"). */
  caption: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** Wrapped to scroll sideways (the default), or laid straight on the slip. */
  responsive?: boolean;
}

/** What a printed receipt settled (bills, dues), a plain small table under its facts, no row named by a header. */
export function SettledLines<Row>({ caption, rows, columns, rowKey, responsive }: Props<Row>) {
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      caption={caption}
      rowHeader={false}
      tableClassName="table table-sm"
      responsive={responsive}
    />
  );
}
