import { dataProvider } from '../../src/lib/api/data-provider';
import { writeRecord } from '../../src/mocks/core/record-store';
import { HRD_STORE, idOf } from '../../src/mocks/hrd/hrd-store';
import { monthBefore } from '../../src/modules/hrd/domain/attendance-dates';
import type { MonthGridAnswer } from '../../src/modules/hrd/domain/attendance-month';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { serverToday } from '../../src/mocks/core/server-dates';
import { displayDate } from '../../src/modules/hrd/domain/attendance-dates';

export const today = serverToday();
/** Last month: every day of it is past, none is seeded as saved (the month before last is). */
export const lastMonth = monthBefore(today.slice(0, 7));
export const screenPath = (route: string, month = lastMonth) => `/applayout-sidebar-large/${route}?month=${month}`;

export const monthGrid = (month: string, department = '') =>
  dataProvider.report<MonthGridAnswer>(HRD_ROUTES.attendanceOfMonth, {
    frmDate: displayDate(`${month}-01`),
    detail: department,
  });

/** A punch pair stored as the in/out register keeps it. */
export async function storePunch(
  companyCode: number,
  lineid: number,
  empId: number,
  dat: string,
  fromTime: string,
  toTime: string,
) {
  await writeRecord(HRD_STORE.punches, companyCode, `${dat}|${idOf(lineid)}`, {
    lineid,
    empId,
    dat,
    fromTime,
    toTime,
    pos: toTime ? 0 : 1,
    source: 'MANUAL',
  });
}

/**
 * The first employee's first day of the month whose proposal comes from punches (not a holiday, weekly off or leave),
 * and not saved.
 */
export function punchDay(answer: MonthGridAnswer, row = 0): number {
  const cells = answer.employees[row]!.cells;
  return cells.findIndex((cell) => cell !== null && !cell.saved && ['A', 'P', 'HD'].includes(cell.attendance));
}
