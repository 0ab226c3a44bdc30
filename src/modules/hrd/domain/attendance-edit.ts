import { keepsTimes } from './attendance-codes';
import type { AttendanceCell } from './attendance-types';

/**
 * A cell of the grid being edited: what the answer held, and whether the user changed it. An empty code is an empty
 * cell.
 */
export interface GridCell extends AttendanceCell {
  edited: boolean;
}
export type GridRow = readonly GridCell[];

/** A rectangle of cells, inclusive: rows top..bottom (employees), columns left..right (days). */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}
export interface CellPosition {
  row: number;
  col: number;
}

export const EMPTY_CELL: GridCell = { attendance: '', ot: '', late: '', saved: false, edited: false };

/** The grid's rows from the answer's cells (null: nothing for the day). */
export const gridRows = (cells: ReadonlyArray<ReadonlyArray<AttendanceCell | null>>): GridRow[] =>
  cells.map((row) => row.map((cell) => (cell ? { ...cell, edited: false } : EMPTY_CELL)));

/** The range spanned by two corners (the anchor and the active cell). */
export const rangeOf = (a: CellPosition, b: CellPosition): CellRange => ({
  top: Math.min(a.row, b.row),
  bottom: Math.max(a.row, b.row),
  left: Math.min(a.col, b.col),
  right: Math.max(a.col, b.col),
});

/** A typed code, tidied: trimmed, upper case. */
export const normaliseCode = (text: string) => text.trim().toUpperCase();

/**
 * The cell with a new code: overtime and late stay only on a worked day (P, HD) whose code did not change from one to
 * the other.
 */
function withCode(cell: GridCell, code: string): GridCell {
  if (cell.attendance === code && cell.edited) return cell;
  const keep = keepsTimes(code) && keepsTimes(cell.attendance);
  return { attendance: code, ot: keep ? cell.ot : '', late: keep ? cell.late : '', saved: false, edited: true };
}

/**
 * Sets `code` ('' clears) on every cell of the range; rows outside it are the same objects (unchanged rows do not
 * redraw).
 */
export function applyCode(rows: readonly GridRow[], range: CellRange, code: string): GridRow[] {
  const value = normaliseCode(code);
  return rows.map((row, index) => {
    if (index < range.top || index > range.bottom) return row;
    return row.map((cell, col) => (col < range.left || col > range.right ? cell : withCode(cell, value)));
  });
}

/**
 * A block copied from a spreadsheet: lines by newline, cells by tab, each tidied; a last empty line (the copy's end)
 * dropped.
 */
export function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t').map(normaliseCode));
}

/**
 * Pastes a block with its top-left at the selection's top-left; a single value fills the whole selection (as a
 * spreadsheet does). What falls beyond the grid's edges is dropped. Returns the rows and the range written.
 */
export function applyBlock(
  rows: readonly GridRow[],
  selection: CellRange,
  block: readonly (readonly string[])[],
): { rows: GridRow[]; range: CellRange } {
  const width = rows[0]?.length ?? 0;
  if (block.length === 1 && block[0]!.length === 1)
    return { rows: applyCode(rows, selection, block[0]![0]!), range: selection };
  const bottom = Math.min(rows.length - 1, selection.top + block.length - 1);
  const right = Math.min(width - 1, selection.left + Math.max(...block.map((line) => line.length)) - 1);
  const next = rows.map((row, index) => {
    const line = block[index - selection.top];
    if (!line) return row;
    return row.map((cell, col) => {
      const value = line[col - selection.left];
      return value === undefined ? cell : withCode(cell, value);
    });
  });
  return { rows: next, range: { top: selection.top, left: selection.left, bottom, right } };
}

/** The columns (days) holding an edited cell: the days to save. */
export function changedColumns(rows: readonly GridRow[]): number[] {
  const changed = new Set<number>();
  for (const row of rows) row.forEach((cell, col) => cell.edited && changed.add(col));
  return [...changed].sort((a, b) => a - b);
}
