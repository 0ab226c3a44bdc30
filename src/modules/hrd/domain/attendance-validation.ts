import { displayDate } from './attendance-dates';
import type { GridEmployee } from './attendance-month';

/** Who a cell belongs to, as a refusal names them. */
type Who = Pick<GridEmployee, 'empno' | 'empname' | 'doj' | 'lastWorkingDay'>;

/**
 * The problem of a code on a day for an employee, or null: an unknown code, a day after today, a day before the
 * employee joined or after the last working day. Each message names the employee and the date. An empty code has none.
 */
export function cellProblem(
  who: Who,
  dat: string,
  code: string,
  today: string,
  known: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): string | null {
  if (code === '') return null;
  const where = `${who.empno} ${who.empname}, ${displayDate(dat)}`;
  if (!known.has(code)) return `${where}: ${code} is not an attendance code.`;
  if (dat > today)
    return `${where}: the date is after today (${displayDate(today)}); attendance cannot be marked ahead.`;
  if (who.doj && dat < who.doj) return `${where}: before the employee joined on ${displayDate(who.doj)}.`;
  if (who.lastWorkingDay && dat > who.lastWorkingDay)
    return `${where}: after the employee's last working day, ${displayDate(who.lastWorkingDay)}.`;
  return null;
}

/** Whether a late or overtime figure is acceptable: '' or a number ≥ 0 (overtime in hours, late in minutes). */
export function timeFigureProblem(text: string): boolean {
  if (text.trim() === '') return false;
  const value = Number(text);
  return !Number.isFinite(value) || value < 0;
}
