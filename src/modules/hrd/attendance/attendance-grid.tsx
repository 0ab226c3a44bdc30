import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useDrawnRows } from './use-drawn-rows';
import { codeIndex } from '../domain/attendance-codes';
import type { GridRow } from '../domain/attendance-edit';
import { displayDate } from '../domain/attendance-dates';
import type { MonthGridAnswer } from '../domain/attendance-month';
import { rowProblems } from './grid-problems';
import { GridNames } from './grid-names';
import { GridRowView, ROW_HEIGHT } from './grid-row';
import { useGridEditing } from './use-grid-editing';
import './attendance-grid.scss';

export interface AttendanceGridProps {
  answer: Pick<MonthGridAnswer, 'days' | 'today' | 'codes' | 'employees'>;
  rows: readonly GridRow[];
  onRowsChange: (rows: GridRow[]) => void;
  caption: string;
  readOnly?: boolean;
}

/**
 * Without layout (tests, a hidden tab) the virtualizer measures nothing: this many rows around the active one are drawn
 * instead.
 */
const PLAIN_ROWS = 40;
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const NOOP = () => undefined;

/**
 * The month grid: a real table with grid semantics, employees by days and a totals column, edited like a
 * spreadsheet (use-grid-editing.ts). The rows in view are drawn first and the others in idle time (use-drawn-rows.ts:
 * drawing a screenful of 33-cell rows in each scrolled frame was too slow), each placed by its offset in the body; a
 * row redraws only when its cells, selection or problems change. Rendered alone with given data by the benchmark.
 */
export function AttendanceGrid({ answer, rows, onRowsChange, caption, readOnly = false }: AttendanceGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const focusWanted = useRef(false);
  const { days, employees, today } = answer;
  const codes = useMemo(() => codeIndex(answer.codes), [answer.codes]);
  const known = useMemo(() => new Set(codes.keys()), [codes]);
  const weekend = useMemo(() => days.map((dat) => new Date(`${dat}T00:00:00Z`).getUTCDay() === 0), [days]);
  const editing = useGridEditing({ rows, columns: days.length + 1, readOnly, onRowsChange });
  const { active, selection } = editing;

  // Rows in view are drawn first; the rest follow in idle time (use-drawn-rows.ts), after which scrolling draws
  // nothing.
  const drawn = useDrawnRows(rows.length, scroller);
  // No React Compiler here; the virtualizer's functions are read fresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 1,
    enabled: !drawn.complete,
  });
  const virtual = virtualizer.getVirtualItems();
  const plain = !drawn.complete && virtual.length === 0 && rows.length > 0;
  const plainStart = Math.max(0, Math.min(active.row - 10, rows.length - PLAIN_ROWS));
  const items = plain
    ? rowRange(plainStart, Math.min(rows.length, plainStart + PLAIN_ROWS))
    : drawn.withWindow(virtual);

  // The active cell keeps the focus as it moves (scrolled into view first when its row is not drawn).
  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    if (cell && editing.editing === null) {
      if (document.activeElement !== cell) cell.focus();
      focusWanted.current = false;
    } else if (!cell && !plain) virtualizer.scrollToIndex(active.row, { align: 'auto' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    focusWanted.current = true;
    editing.onKeyDown(event);
  };
  const onMouseDown = (event: MouseEvent<HTMLElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!target || (event.target as HTMLElement).tagName === 'INPUT') return;
    const [row, col] = target.dataset.cell!.split(':').map(Number) as [number, number];
    focusWanted.current = true;
    editing.onCellPointer({ row, col }, event.shiftKey);
  };

  return (
    <div ref={scroller} className="attendance-grid-scroller">
      <table
        data-drawn={drawn.complete ? 'all' : 'some'}
        role="grid"
        className="attendance-grid"
        aria-rowcount={rows.length + 1}
        aria-colcount={days.length + 2}
        aria-multiselectable="true"
        aria-readonly={readOnly || undefined}
        onKeyDown={onKeyDown}
        onMouseDown={onMouseDown}
        onPaste={editing.onPaste}
        onCopy={editing.onCopy}
        onFocus={() => (focusWanted.current = false)}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr role="row" aria-rowindex={1}>
            <th role="columnheader" scope="col" className="ag-employee">
              Employee
            </th>
            {days.map((dat, col) => (
              <th
                key={dat}
                role="columnheader"
                scope="col"
                className={`ag-day${weekend[col] ? ' ag-weekend' : ''}`}
                aria-label={displayDate(dat)}
                title={displayDate(dat)}
              >
                {Number(dat.slice(8))}
                <br />
                <small aria-hidden="true">{WEEKDAY[new Date(`${dat}T00:00:00Z`).getUTCDay()]!.charAt(0)}</small>
              </th>
            ))}
            <th role="columnheader" scope="col" className="ag-totals">
              Totals
            </th>
          </tr>
        </thead>
        <tbody style={{ height: rows.length * ROW_HEIGHT }}>
          {plain ? null : <GridNames employees={employees} />}
          {items.map(({ index, start }) => {
            const inSelection = index >= selection.top && index <= selection.bottom;
            return (
              <GridRowView
                key={employees[index]!.recordid}
                index={index}
                top={start}
                employee={employees[index]!}
                row={rows[index]!}
                codes={codes}
                activeCol={index === active.row ? active.col : -1}
                selected={inSelection ? selectedCols(selection.left, selection.right) : null}
                problems={rowProblems(employees[index]!, days, rows[index]!, today, known)}
                editing={index === active.row ? editing.editing : null}
                onEditing={index === active.row ? editing.setEditing : NOOP}
                weekend={weekend}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The same pair object for the same columns, so a selected row that did not change is not redrawn. */
const pairs = new Map<string, readonly [number, number]>();
function selectedCols(left: number, right: number): readonly [number, number] {
  const key = `${left}:${right}`;
  let pair = pairs.get(key);
  if (!pair) pairs.set(key, (pair = [left, right]));
  return pair;
}

const rowRange = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, offset) => ({ index: from + offset, start: (from + offset) * ROW_HEIGHT }));
