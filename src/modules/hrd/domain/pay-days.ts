import type { AttendanceCell } from './attendance-types';
import { daysOf } from './salary-month';

/**
 * Paid days of a month from its attendance (a rule both sides share): P present, WO weekly off, H holiday and a paid
 * leave type's code count 1; HD half day 0.5; A absent, LOP and an unpaid leave type's code 0. A day with no attendance
 * (neither saved nor proposed) counts 0, as does any code the masters do not know. Days before joining and after the
 * last working day are not counted: they are loss of pay like any unpaid day, so LOP days = days in month − paid days.
 */
export interface PaidDays {
  daysInMonth: number;
  paidDays: number;
  lopDays: number;
  /** Days of the service period with an attendance cell (0: no attendance at all, a problem). */
  marked: number;
}

const ONE_DAY = new Set(['P', 'WO', 'H']);

/** What a day of `code` counts towards paid days. */
export function dayValue(code: string, paidLeave: ReadonlySet<string>): number {
  const upper = code.trim().toUpperCase();
  if (ONE_DAY.has(upper)) return 1;
  if (upper === 'HD') return 0.5;
  if (upper === 'A' || upper === 'LOP' || upper === '') return 0;
  return paidLeave.has(upper) ? 1 : 0;
}

/**
 * The paid days of `month` for an employee who joined on `joined` and whose last working day is `lastDay` (null while
 * in service), from the employee's cells of the month (day → cell).
 */
export function paidDaysOf(
  cells: ReadonlyMap<string, AttendanceCell> | undefined,
  month: string,
  joined: string,
  lastDay: string | null,
  paidLeave: ReadonlySet<string>,
): PaidDays {
  const days = daysOf(month);
  let halves = 0;
  let marked = 0;
  for (const dat of days) {
    if (dat < joined || (lastDay !== null && dat > lastDay)) continue;
    const cell = cells?.get(dat);
    if (!cell) continue;
    marked += 1;
    halves += dayValue(cell.attendance, paidLeave) * 2;
  }
  // Counted in half days so 0.5 steps add exactly.
  const paidDays = halves / 2;
  return { daysInMonth: days.length, paidDays, lopDays: days.length - paidDays, marked };
}
