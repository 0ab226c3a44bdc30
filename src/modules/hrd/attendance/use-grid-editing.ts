import { useCallback, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  applyBlock,
  applyCode,
  parseBlock,
  rangeOf,
  type CellPosition,
  type CellRange,
  type GridRow,
} from '../domain/attendance-edit';

interface Options {
  rows: readonly GridRow[];
  /** Columns the cursor may reach: the days, then the totals column (read only). */
  columns: number;
  readOnly: boolean;
  onRowsChange: (rows: GridRow[]) => void;
}

const PAGE = 20;
const isTyping = (event: KeyboardEvent) =>
  event.key.length === 1 && /[A-Za-z0-9]/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A spreadsheet's keys on the grid: arrows move (Shift extends the selection), Home/End, Ctrl+Home/End, Page Up/Down;
 * typing starts a code in the active cell and Enter, Tab or an arrow sets it on the whole selection; Escape drops it;
 * Delete clears the selection; F2 or Enter edits the cell's code; Ctrl+A selects all; copy and paste blocks of text.
 */
export function useGridEditing({ rows, columns, readOnly, onRowsChange }: Options) {
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const [anchor, setAnchor] = useState<CellPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<string | null>(null);
  const days = columns - 1;
  const lastRow = Math.max(0, rows.length - 1);
  const selection: CellRange = rangeOf(anchor, active);
  const daySelection: CellRange = { ...selection, right: Math.min(selection.right, days - 1) };

  const moveTo = useCallback(
    (to: CellPosition, extend: boolean) => {
      const next = { row: Math.max(0, Math.min(lastRow, to.row)), col: Math.max(0, Math.min(columns - 1, to.col)) };
      setActive(next);
      if (!extend) setAnchor(next);
    },
    [columns, lastRow],
  );

  const set = (code: string) => {
    if (readOnly || daySelection.left > daySelection.right || rows.length === 0) return;
    onRowsChange(applyCode(rows, daySelection, code));
  };

  const commit = (then: CellPosition | null) => {
    if (editing !== null) set(editing);
    setEditing(null);
    if (then) moveTo(then, false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { row, col } = active;
    const extend = event.shiftKey;
    if (editing !== null) {
      const moves: Record<string, CellPosition> = {
        Enter: { row: row + 1, col },
        Tab: { row, col: col + (extend ? -1 : 1) },
        ArrowDown: { row: row + 1, col },
        ArrowUp: { row: row - 1, col },
      };
      if (event.key === 'Escape') {
        event.preventDefault();
        setEditing(null);
      } else if (moves[event.key]) {
        event.preventDefault();
        commit(moves[event.key]!);
      }
      return;
    }
    const ctrl = event.ctrlKey || event.metaKey;
    const targets: Record<string, CellPosition> = {
      ArrowUp: { row: row - 1, col },
      ArrowDown: { row: row + 1, col },
      ArrowLeft: { row, col: col - 1 },
      ArrowRight: { row, col: col + 1 },
      PageUp: { row: row - PAGE, col },
      PageDown: { row: row + PAGE, col },
      Home: ctrl ? { row: 0, col: 0 } : { row, col: 0 },
      End: ctrl ? { row: lastRow, col: columns - 1 } : { row, col: columns - 1 },
    };
    if (targets[event.key]) {
      event.preventDefault();
      moveTo(targets[event.key]!, extend);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      set('');
    } else if (event.key === 'Escape') {
      setAnchor(active);
    } else if (ctrl && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      setAnchor({ row: 0, col: 0 });
      setActive({ row: lastRow, col: days - 1 });
    } else if (!readOnly && col < days && (event.key === 'F2' || event.key === 'Enter')) {
      event.preventDefault();
      setEditing(rows[row]?.[col]?.attendance ?? '');
    } else if (!readOnly && col < days && isTyping(event)) {
      event.preventDefault();
      setEditing(event.key.toUpperCase());
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    if (readOnly || editing !== null || rows.length === 0) return;
    const text = event.clipboardData.getData('text/plain');
    if (!text) return;
    event.preventDefault();
    const start = { ...daySelection, right: Math.max(daySelection.left, daySelection.right) };
    const { rows: next, range } = applyBlock(rows, start, parseBlock(text));
    onRowsChange(next);
    setAnchor({ row: range.top, col: range.left });
    setActive({ row: range.bottom, col: range.right });
  };

  const onCopy = (event: ClipboardEvent<HTMLElement>) => {
    if (editing !== null) return;
    event.preventDefault();
    const lines = rows.slice(selection.top, selection.bottom + 1).map((line) =>
      line
        .slice(daySelection.left, daySelection.right + 1)
        .map((cell) => cell.attendance)
        .join('\t'),
    );
    event.clipboardData.setData('text/plain', lines.join('\n'));
  };

  /** A click: the cell becomes active (Shift+click extends the selection to it). */
  const onCellPointer = (to: CellPosition, extend: boolean) => {
    if (editing !== null) commit(null);
    moveTo(to, extend);
  };

  return { active, selection, editing, setEditing, onKeyDown, onPaste, onCopy, onCellPointer };
}
