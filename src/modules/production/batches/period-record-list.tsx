import type { ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodListFrame } from '../../../components/period-list-frame';

type FrameProps = ComponentProps<typeof PeriodListFrame>;

interface Props<Row extends { recordid: number }> extends Omit<FrameProps, 'query' | 'empty' | 'children'> {
  /** The period's read; its rows come newest first. */
  query: FrameProps['query'] & { data: readonly Row[] | undefined };
  columns: ReadonlyArray<TableColumn<Row>>;
  /** What a row's Open button names, e.g. "batch B-0001". */
  rowName: (row: Row) => string;
  /** The table's caption before "newest first" and the count, e.g. "Batches". */
  caption: string;
  onOpen: (recordId: string) => void;
}

/** A period's batches or job cards: the period frame around their table, each row with its Open button last. */
export function PeriodRecordList<Row extends { recordid: number }>({
  query,
  columns,
  rowName,
  caption,
  onOpen,
  ...frame
}: Props<Row>) {
  const rows = query.data ?? [];
  return (
    <PeriodListFrame {...frame} query={query} empty={rows.length === 0}>
      <DataTable
        rows={rows}
        columns={[
          ...columns,
          {
            label: 'Actions',
            hideLabel: true,
            cell: (row) => (
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => onOpen(String(row.recordid))}
                aria-label={`Open ${rowName(row)}`}
              >
                Open
              </Button>
            ),
          },
        ]}
        rowKey={(row) => row.recordid}
        caption={`${caption}, newest first (${rows.length})`}
      />
    </PeriodListFrame>
  );
}
