import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { revealRow } from '../../components/data-table';
import type { FieldDeclaration } from '../resource';
import { cellText, type ReferenceLabels } from './cell-text';
import { PhoneSort } from './phone-sort';
import { isPhoneWidth } from '../../lib/ui/phone-width';
import type { ListParams } from './list-params';
import type { ListRow } from './list-rows';
import { SpacerRow, useVirtualRows } from './virtual-rows';

interface Props {
  caption: string;
  columns: readonly FieldDeclaration[];
  rows: readonly ListRow[];
  references: ReferenceLabels;
  sort: ListParams['sort'];
  onSort: (field: string) => void;
  /** The actions cell of a row (Edit, Delete), or null for no actions column. */
  actions: ((row: ListRow) => ReactNode) | null;
  /** Printing renders every row; on screen only the visible ones are in the page. */
  printing?: boolean;
  /** The row the keyboard has highlighted (-1: none): marked current and scrolled into view. */
  highlighted?: number;
}

const ROW_HEIGHT = 41;

/**
 * The list as a real table with sortable headers; only the rows in view are rendered, so 100,000 rows stay fast.
 * On a phone the same table shows each row as a card (CSS), each cell labelled by its column's header; rows
 * are measured as drawn, so the scroll height follows the cards.
 */
export function VirtualTable(props: Props) {
  const { caption, columns, rows, references, sort, onSort, actions, printing = false, highlighted = -1 } = props;
  // Phone-wide (the breakpoint of `_lists.scss`), each row shows as a card, one labelled line per column.
  const cards = isPhoneWidth();
  const cells = columns.length + (actions ? 1 : 0);
  const { scroller, items, plain, before, after, measureElement, reveal } = useVirtualRows({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    // A card has one line per column; it is measured once drawn. A table line is always ROW_HEIGHT.
    estimateSize: () => (cards ? 26 + cells * 30 : ROW_HEIGHT),
    overscan: 12,
    all: printing,
  });
  useEffect(() => {
    if (highlighted < 0) return;
    reveal(highlighted);
    revealRow(scroller.current?.querySelector(`tr[data-index="${highlighted}"]`));
  }, [highlighted, reveal, scroller]);
  return (
    <>
      {cards && <PhoneSort columns={columns} sort={sort} onSort={onSort} />}
      <div
        ref={scroller}
        className="virtual-table-scroller list-cards"
        tabIndex={0}
        role="region"
        aria-label={`${caption} table`}
      >
        <table className="table table-striped table-hover table-sm align-middle mb-0" aria-rowcount={rows.length + 1}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((column) => {
                const sorted = sort?.field === column.name ? sort.direction : null;
                const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                return (
                  <th
                    key={column.name}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                  >
                    <button
                      type="button"
                      className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
                      onClick={() => onSort(column.name)}
                    >
                      {column.label}
                      <Icon size={14} className="ms-1" aria-hidden="true" />
                    </button>
                  </th>
                );
              })}
              {actions && (
                <th scope="col" className="list-actions-head text-end d-print-none">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            <SpacerRow height={before} cells={cells} />
            {items.map(({ index }) => {
              const row = rows[index]!;
              return (
                <tr
                  key={row.key}
                  ref={cards && !plain ? measureElement : undefined}
                  data-index={index}
                  aria-rowindex={index + 2}
                  aria-current={index === highlighted || undefined}
                  className={index === highlighted ? 'table-active' : undefined}
                  style={{ height: ROW_HEIGHT }}
                >
                  {columns.map((column) => (
                    <td key={column.name} data-label={column.label}>
                      {cellText(column, row.record[column.name], references)}
                    </td>
                  ))}
                  {actions && <td className="list-row-actions text-end text-nowrap d-print-none">{actions(row)}</td>}
                </tr>
              );
            })}
            <SpacerRow height={after} cells={cells} />
          </tbody>
        </table>
      </div>
    </>
  );
}
