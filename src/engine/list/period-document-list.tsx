import type { ComponentProps, ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type DataTableProps, type TableColumn } from '../../components/data-table';
import { PeriodListFrame } from '../../components/period-list-frame';
import { useListShortcuts } from '../../lib/shortcuts/use-list-shortcuts';
import { ScreenAction } from '../screen-action';
import { useScreenPermission } from '../use-screen-permission';

type FrameProps = ComponentProps<typeof PeriodListFrame>;

/** What a document screen gives its list: the period kept in the URL and the way to open a document ('new'). */
export type PeriodListProps = Pick<FrameProps, 'from' | 'to' | 'onPeriod'> & { onOpen: (id: string) => void };

type Props<Row> = PeriodListProps &
  Pick<FrameProps, 'title' | 'idPrefix' | 'query'> &
  Pick<DataTableProps<Row>, 'rows' | 'columns' | 'rowKey' | 'caption'> & {
    /** The document's name as the New button says it: 'issue', 'payment'. */
    noun: string;
    rowClassName: (row: Row) => string | undefined;
  };

/** Cancelled (a badge), else how often it was printed, else active. */
export function printedStatus(row: { status: 'Active' | 'Cancelled'; printCount: number }): ReactNode {
  return row.status === 'Cancelled' ? (
    <Badge bg="danger">Cancelled</Badge>
  ) : row.printCount > 0 ? (
    `Printed ${row.printCount}×`
  ) : (
    'Active'
  );
}

/** A column that opens its row's document: what Enter on a highlighted row does too. */
type OpeningColumn<Row> = TableColumn<Row> & { opens: (row: Row) => string };

const isOpening = <Row,>(column: TableColumn<Row>): column is OpeningColumn<Row> => 'opens' in column;

/** The first column: the document's number, a link that opens it. */
export function openingColumn<Row>(
  label: string,
  numberOf: (row: Row) => string,
  onOpen: (id: string) => void,
): TableColumn<Row> {
  const column: OpeningColumn<Row> = {
    opens: numberOf,
    label,
    cell: (row) => (
      <Button variant="link" className="p-0" onClick={() => onOpen(numberOf(row))}>
        {numberOf(row)}
      </Button>
    ),
  };
  return column;
}

/** The last column: a row's buttons. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): TableColumn<Row> {
  return { label: 'Actions', headClassName: 'list-actions-head', className: 'list-row-actions', cell };
}

/**
 * The documents of a period (kept in the URL) as a hand-written document screen lists them: New with the create
 * right, the loading and empty texts named by the title, and the table with its caption below, no row headers, and
 * cards on a phone. Keys: `/` to the period, `n` new (with the right), ↑/↓ and Enter open a row by its number.
 */
export function PeriodDocumentList<Row>(props: Props<Row>) {
  const { noun, onOpen, rows, columns, rowKey, caption, rowClassName, ...frame } = props;
  const plural = frame.title.toLowerCase();
  const allowed = useScreenPermission();
  const opener = columns.find(isOpening);
  const highlighted = useListShortcuts({
    count: rows.length,
    search: () => document.getElementById(`${frame.idPrefix}-from`),
    searchLabel: 'Go to the period',
    onNew: allowed('create') ? () => onOpen('new') : null,
    newLabel: `New ${noun}`,
    onOpen: opener && ((index) => onOpen(opener.opens(rows[index]!))),
  });
  return (
    <PeriodListFrame
      {...frame}
      actions={
        <ScreenAction transaction="create">
          <Button onClick={() => onOpen('new')}>New {noun}</Button>
        </ScreenAction>
      }
      loadingLabel={`Loading ${plural}…`}
      emptyText={`There are no ${plural} in this period.`}
      empty={rows.length === 0}
    >
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        caption={caption}
        captionPlacement="bottom"
        rowHeader={false}
        rowClassName={rowClassName}
        highlighted={highlighted}
        tableClassName="table table-sm table-hover align-middle"
        cards
      />
    </PeriodListFrame>
  );
}
