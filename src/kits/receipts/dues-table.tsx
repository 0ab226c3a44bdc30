import type { ReactNode } from 'react';
import { DataTable, type TableColumn } from '../../components/data-table';

/** One column of a dues table: its header, what a row shows in it, whether it holds figures (right-aligned). */
export interface DueColumn<Row> {
  label: string;
  cell: (row: Row, index: number) => ReactNode;
  figure?: boolean;
  /** Classes of the column's cells (not its header): a date kept on one line, a row header in plain weight. */
  className?: string;
  /** The header read out only (a column of buttons needs no visible heading). */
  hiddenLabel?: boolean;
}

interface Props<Row> {
  caption: ReactNode;
  /** The caption above the table, as a form shows what it settles (a list's stays below). */
  captionTop?: boolean;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column names the row (a row header). */
  columns: readonly [DueColumn<Row>, ...Array<DueColumn<Row>>];
  /** Said instead of the table when there is no row. */
  empty?: string;
  /** The row's buttons, in a last "Actions" column. */
  actions?: (row: Row) => ReactNode;
  /** Cards on a phone (`list-cards`), each cell labelled by its column. */
  cards?: boolean;
  /** A wide table scrolled by keyboard too: the region's name. */
  region?: string;
  /** Classes of a row (a cancelled document dimmed). */
  rowClassName?: (row: Row) => string | undefined;
  /** Classes of the table's box beyond the responsive one. */
  className?: string;
  /** Below the table, inside its box (a problem of all the rows together). */
  children?: ReactNode;
}

const declared = <Row,>(column: DueColumn<Row>): TableColumn<Row> => ({
  label: column.label,
  cell: column.cell,
  numeric: column.figure,
  className: column.className,
  hideLabel: column.hiddenLabel,
});

/**
 * What is due, a row each (bills, dues, earners), oldest first where they are dated, with what the receipt or
 * payment being typed sets against each: the columns declared by the form, the figures right-aligned.
 */
export function DuesTable<Row>({ rows, columns, cards = false, actions, region, empty, ...props }: Props<Row>) {
  if (empty !== undefined && rows.length === 0) return <p>{empty}</p>;
  const actionsColumn: TableColumn<Row>[] = actions
    ? [{ label: 'Actions', cell: actions, headClassName: 'list-actions-head', className: 'list-row-actions' }]
    : [];
  // A named region, extra classes or a line under the table need a box of this table's own, which then scrolls.
  const boxed = region !== undefined || props.className !== undefined || props.children !== undefined;
  const table = (
    <DataTable
      rows={rows}
      columns={[...columns.map(declared), ...actionsColumn]}
      rowKey={props.rowKey}
      caption={props.caption}
      captionPlacement={props.captionTop ? 'top' : 'bottom'}
      rowClassName={props.rowClassName}
      cards={cards}
      responsive={!boxed}
    />
  );
  if (!boxed) return table;
  return (
    <div
      className={['table-responsive', props.className].filter(Boolean).join(' ')}
      {...(region && { tabIndex: 0, role: 'region', 'aria-label': region })}
    >
      {table}
      {props.children}
    </div>
  );
}
