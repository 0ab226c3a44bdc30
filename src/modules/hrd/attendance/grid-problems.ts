import type { GridEmployee } from '../domain/attendance-month';
import type { GridRow } from '../domain/attendance-edit';
import { cellProblem } from '../domain/attendance-validation';

/**
 * A row's problems by column; null when none. Cached by row object: an unchanged row keeps the same answer (its drawing
 * is skipped).
 */
export type RowProblems = ReadonlyMap<number, string> | null;

const cache = new WeakMap<GridRow, RowProblems>();

/**
 * The problems of one employee's row: unknown codes, days after today, before joining or after the last working day.
 */
export function rowProblems(
  employee: GridEmployee,
  days: readonly string[],
  row: GridRow,
  today: string,
  known: ReadonlySet<string>,
): RowProblems {
  const cached = cache.get(row);
  if (cached !== undefined) return cached;
  let found: Map<number, string> | null = null;
  row.forEach((cell, col) => {
    // Only what was typed here is checked: a saved or proposed code stands as the server gave it.
    if (!cell.edited) return;
    const problem = cellProblem(employee, days[col]!, cell.attendance, today, known);
    if (problem) (found ??= new Map()).set(col, problem);
  });
  cache.set(row, found);
  return found;
}
