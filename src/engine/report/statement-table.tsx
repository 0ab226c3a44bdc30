import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { withLayoutPrefix } from '../../lib/ui/layouts';
import { useLayoutName } from '../../lib/ui/use-layout-name';
import { ReportPrintHead } from './report-print-head';
import type { ReportContext } from './report-view';
import { isNumericColumn, statementCell, type StatementColumn } from './statement-columns';

/**
 * A text cell stops at 16rem with an ellipsis (the long statements keep one row height); one this long may be cut, so
 * its title shows it whole. A shorter one has none: a screen reader would say it twice for nothing.
 */
const mayBeCut = <Row,>(column: StatementColumn<Row>, text: string) => column.kind === 'text' && text.length > 30;

interface Props<Row> {
  context: ReportContext;
  columns: ReadonlyArray<StatementColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Rows before the body (an opening balance) and in the footer (totals, closing), shown bold. */
  lead?: readonly Row[];
  foot?: readonly Row[];
  /** Extra classes of a body row (a group heading, a subtotal). */
  rowClass?: (row: Row) => string | undefined;
}

const ROW_HEIGHT = 33;
/** Longer than this, only the rows in view are in the page (until it prints). */
const VIRTUAL_FROM = 200;

/** Re-renders with every row just before the browser prints, and back after. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/** A report's table: real headers, a print header on every page, and (when long) only the rows in view rendered. */
export function StatementTable<Row>({ context, columns, rows, rowKey, lead = [], foot = [], rowClass }: Props<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const printing = usePrinting();
  const layout = useLayoutName();
  const virtual = rows.length > VIRTUAL_FROM && !printing;
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 15,
  });
  const items = virtualizer.getVirtualItems();
  const shown = !virtual
    ? rows.map((_, index) => index)
    : items.length > 0
      ? items.map((item) => item.index)
      : rows.slice(0, 40).map((_, index) => index);
  const first = virtual && items.length > 0 ? (items[0]?.start ?? 0) : 0;
  const last =
    virtual && items.length > 0
      ? virtualizer.getTotalSize() - items[items.length - 1]!.end
      : virtual
        ? (rows.length - shown.length) * ROW_HEIGHT
        : 0;
  const align = (column: StatementColumn<Row>) => (isNumericColumn(column.kind) ? 'text-end text-nowrap' : undefined);
  const cells = (row: Row) =>
    columns.map((column) => {
      const text = statementCell(column, row);
      const href = text && column.link?.(row);
      return (
        <td key={column.key} className={align(column)} title={mayBeCut(column, text) ? text : undefined}>
          {href ? <Link to={withLayoutPrefix(`/${href}`, layout)}>{text}</Link> : text}
        </td>
      );
    });
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true">
        <td colSpan={columns.length} style={{ height, padding: 0, border: 0 }} />
      </tr>
    );
  // Focusable and named either way: a short table still scrolls sideways on a phone, and the keyboard must reach it.
  return (
    <div
      ref={scroller}
      className={virtual ? 'statement-scroller' : 'table-responsive'}
      tabIndex={0}
      role="region"
      aria-label={`${context.title} table`}
    >
      <table
        className="table table-sm table-hover align-middle report-table"
        aria-rowcount={virtual ? rows.length + 1 : undefined}
      >
        <caption className="visually-hidden">{context.title}</caption>
        <thead>
          <ReportPrintHead context={context} span={columns.length} />
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={align(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lead.map((row, index) => (
            <tr key={`lead-${index}`} className="fw-semibold">
              {cells(row)}
            </tr>
          ))}
          {spacer(first)}
          {shown.map((index) => {
            const row = rows[index]!;
            return (
              <tr
                key={rowKey(row, index)}
                className={rowClass?.(row)}
                style={virtual ? { height: ROW_HEIGHT } : undefined}
              >
                {cells(row)}
              </tr>
            );
          })}
          {spacer(last)}
        </tbody>
        {foot.length > 0 && (
          <tfoot>
            {foot.map((row, index) => (
              <tr key={`foot-${index}`} className="fw-bold report-total">
                {cells(row)}
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}
