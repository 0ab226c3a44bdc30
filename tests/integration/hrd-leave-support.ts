import { addDays, format, parseISO } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { serverToday } from '../../src/mocks/core/server-dates';
import { holidaysOf, leaveTypesOf } from '../../src/mocks/core/people/hrd-masters';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import type { LeaveBalancesAnswer, LeaveRequirements } from '../../src/modules/hrd/domain/leave-wire';

export const today = serverToday();
export const screenPath = (route: string) => `/applayout-sidebar-large/${route}`;
const plus = (dat: string, days: number) => format(addDays(parseISO(dat), days), 'yyyy-MM-dd');

export const requirements = () => dataProvider.read<LeaveRequirements>(HRD_ROUTES.leaveRequirements);
export const balancesOf = (empno: number, year = today.slice(0, 4)) =>
  dataProvider.report<LeaveBalancesAnswer>(HRD_ROUTES.leaveBalances, { recordId: empno, frmDate: `${year}-01-01` });

/**
 * The first day of the test's leave: three days from today when this year still has seven weeks left, else 5 January
 * next year; every request of the test falls in that year (the balances are per calendar year).
 */
export const leaveStart = Number(today.slice(5, 7)) <= 10 ? plus(today, 3) : `${Number(today.slice(0, 4)) + 1}-01-05`;
export const leaveYear = leaveStart.slice(0, 4);

/** `days` days without a holiday, starting at least `after` days from the test's first day. */
export async function clearDays(
  companyCode: number,
  after: number,
  days: number,
): Promise<{ from: string; to: string }> {
  const holidays = new Set((await holidaysOf(companyCode)).map((holiday) => holiday.dat));
  let from = plus(leaveStart, after);
  while (Array.from({ length: days }, (_, index) => plus(from, index)).some((day) => holidays.has(day)))
    from = plus(from, 1);
  return { from, to: plus(from, days - 1) };
}

/** A holiday after today and the record id of a leave type by code. */
export const holidayAfterToday = async (companyCode: number) =>
  (await holidaysOf(companyCode))
    .filter((holiday) => holiday.dat > today)
    .sort((a, b) => a.dat.localeCompare(b.dat))[0];
export const leaveTypeId = async (companyCode: number, code: string) =>
  (await leaveTypesOf(companyCode)).find((type) => type.leaveCode === code)!.recordId;
