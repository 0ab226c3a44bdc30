// The HR bench's month grid figures: the attendance month grid's answer for the grid company through the backend's
// own handler, the first call and the median of 5, with the answer kept for the page's grid.
import type { MonthGridAnswer } from '../../src/modules/hrd/domain/attendance-month';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { frmDateOf } from '../../src/modules/hrd/domain/salary-month';
import { median } from '../pos-backend-bench';
import { call, GRID_COMPANY } from './call';

/**
 * The month grid's answer for the grid company: the first call (reading the month from IndexedDB) and the median of 5.
 */
export async function gridFigures(month: string) {
  const body = { frmDate: frmDateOf(month), detail: '' };
  const first = await call<MonthGridAnswer>(GRID_COMPANY, HRD_ROUTES.attendanceOfMonth, body);
  const runs: number[] = [];
  let answer = first.answer;
  for (let n = 0; n < 5; n += 1) {
    const next = await call<MonthGridAnswer>(GRID_COMPANY, HRD_ROUTES.attendanceOfMonth, body);
    runs.push(next.ms);
    answer = next.answer;
  }
  const cells = answer.employees.reduce((sum, employee) => sum + employee.cells.filter(Boolean).length, 0);
  return {
    firstMs: first.ms,
    medianMs: median(runs),
    employees: answer.employees.length,
    days: answer.days.length,
    cells,
    answer,
  };
}
