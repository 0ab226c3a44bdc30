import type { ReactNode } from 'react';

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

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

/**
 * What is due, a row each (bills, dues, earners), oldest first where they are dated, with what the receipt or
 * payment being typed sets against each: the columns declared by the form, the figures right-aligned.
 */
export function DuesTable<Row>({ rows, columns, cards, actions, region, empty, ...props }: Props<Row>) {
  if (empty !== undefined && rows.length === 0) return <p>{empty}</p>;
  const [first, ...rest] = columns;
  const label = (column: DueColumn<Row>) => (cards ? column.label : undefined);
  return (
    <div
      className={classes('table-responsive', cards && 'list-cards', props.className)}
      {...(region && { tabIndex: 0, role: 'region', 'aria-label': region })}
    >
      <table className="table table-sm align-middle">
        <caption className={props.captionTop ? 'caption-top' : undefined}>{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.figure ? 'text-end' : undefined}>
                {column.hiddenLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
            {actions && (
              <th scope="col" className="list-actions-head">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={props.rowKey(row)} className={props.rowClassName?.(row)}>
              <th
                scope="row"
                data-label={label(first)}
                className={classes(first.figure && 'text-end', first.className)}
              >
                {first.cell(row, index)}
              </th>
              {rest.map((column) => (
                <td
                  key={column.label}
                  data-label={label(column)}
                  className={classes(column.figure && 'text-end', column.className)}
                >
                  {column.cell(row, index)}
                </td>
              ))}
              {actions && (
                <td data-label={cards ? 'Actions' : undefined} className="list-row-actions">
                  {actions(row)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {props.children}
    </div>
  );
}
