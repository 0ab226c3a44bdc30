import { useEffect, useRef, type HTMLAttributes, type Key, type ReactNode } from 'react';

/** One column of a table: its header, what a row shows in it, and how its cells look. */
export interface TableColumn<Row> {
  /** The header; on a phone card it also labels the cell. */
  label: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Figures: right-aligned, header and cells. */
  numeric?: boolean;
  /** Further classes of the column's cells (not its header), e.g. `text-nowrap`. */
  className?: string;
  /** Classes of the column's header. */
  headClassName?: string;
  /** The header is read out but not shown (a column of buttons). */
  hideLabel?: boolean;
  /** The column's cell in the footer's totals row; a table shows that row when any column has one. */
  total?: ReactNode;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row, index: number) => Key;
  /** The table's name: shown above it unless `captionPlacement` says otherwise. */
  caption: ReactNode;
  captionPlacement?: 'top' | 'bottom' | 'hidden';
  /**
   * Which column names its row (a row header): the first unless told another's index (after a column of choose
   * boxes), none when false (rows with no name of their own).
   */
  rowHeader?: boolean | number;
  /** On a phone each row becomes a card, each cell labelled by its column. */
  cards?: boolean;
  /** The table's own classes; Bootstrap's small, vertically centred table unless given. */
  tableClassName?: string;
  rowClassName?: (row: Row) => string | undefined;
  /** Further attributes of a row's `<tr>` (`aria-current` on the chosen row). */
  rowAttributes?: (row: Row) => Omit<HTMLAttributes<HTMLTableRowElement>, 'className'>;
  /** The row the keyboard has highlighted (↑/↓ in a list): marked current and scrolled into view. */
  highlighted?: number;
  /** Rows of the footer beyond the declared totals row (free-form `<tr>`s). */
  footer?: ReactNode;
  /** Shown instead of the table when there are no rows; without it the table shows with an empty body. */
  empty?: ReactNode;
  /** Wrapped to scroll sideways on a narrow screen (the default). */
  responsive?: boolean;
}

const CAPTION_CLASS = { top: 'caption-top', bottom: undefined, hidden: 'visually-hidden' } as const;

/** Scrolls a row the keyboard moved to into view, no further than needed (jsdom has no scrolling at all). */
export function revealRow(row: Element | null | undefined) {
  if (row && typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'nearest' });
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

/**
 * A table declared by its columns: real headers, the first column as each row's header, figures right-aligned,
 * an optional totals footer, and cards on a phone. Screens declare what each column shows instead of laying out
 * `<thead>` and `<tbody>` by hand, so every list reads and behaves alike.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, columns, rowKey, caption, captionPlacement = 'top', rowHeader = true, cards = false } = props;
  const headerAt = rowHeader === true ? 0 : rowHeader === false ? -1 : rowHeader;
  const body = useRef<HTMLTableSectionElement>(null);
  const highlighted = props.highlighted ?? -1;
  useEffect(() => {
    if (highlighted >= 0) revealRow(body.current?.rows[highlighted]);
  }, [highlighted]);
  if (rows.length === 0 && props.empty !== undefined) return <>{props.empty}</>;
  const hasTotals = columns.some((column) => column.total !== undefined);
  const table = (
    <table className={props.tableClassName ?? 'table table-sm align-middle'}>
      <caption className={CAPTION_CLASS[captionPlacement]}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={classes(column.numeric && 'text-end', column.headClassName)}>
              {column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={body}>
        {rows.map((row, index) => (
          <tr
            key={rowKey(row, index)}
            {...props.rowAttributes?.(row)}
            aria-current={index === highlighted || props.rowAttributes?.(row)['aria-current']}
            className={classes(props.rowClassName?.(row), index === highlighted && 'table-active')}
          >
            {columns.map((column, at) => {
              const Cell = at === headerAt ? 'th' : 'td';
              return (
                <Cell
                  key={column.label}
                  scope={Cell === 'th' ? 'row' : undefined}
                  data-label={cards ? column.label : undefined}
                  className={classes(column.numeric && 'text-end', column.className)}
                >
                  {column.cell(row, index)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
      {(hasTotals || props.footer) && (
        <tfoot>
          {hasTotals && (
            <tr className="fw-semibold">
              {columns.map((column, at) => {
                const Cell = at === headerAt ? 'th' : 'td';
                return (
                  <Cell
                    key={column.label}
                    scope={Cell === 'th' ? 'row' : undefined}
                    className={classes(column.numeric && 'text-end')}
                  >
                    {column.total}
                  </Cell>
                );
              })}
            </tr>
          )}
          {props.footer}
        </tfoot>
      )}
    </table>
  );
  if (props.responsive === false && !cards) return table;
  return (
    <div className={classes(props.responsive !== false && 'table-responsive', cards && 'list-cards')}>{table}</div>
  );
}
