import { http, HttpResponse } from 'msw';
import { HRD } from '../../../menus/catalogue/hrd';
import {
  DASHBOARD_DAYS,
  hrdDashboardFigures,
  type DashboardSources,
} from '../../../modules/hrd/reports/domain/dashboard-figures';
import { lastDays } from '../../../modules/hrd/reports/domain/report-dates';
import { HRD_DASHBOARD_ENDPOINT } from '../../../modules/hrd/reports/domain/report-endpoints';
import { authorise } from '../../core/sessions/authorise';
import { ensureAttendanceSeeded } from '../attendance/attendance-seed';
import { leaveTypesOf } from '../../core/people/hrd-masters';
import { hrdToday } from '../hrd-session';
import { attendanceDaysOf, punchesFrom, salaryLinesOf, salaryMonthsOf } from '../hrd-store';
import { ensurePunches } from '../inout/punch-seed';
import { peopleOf, storedAdvances, storedLeaves } from './report-sources';

/** The last locked salary month and its lines, or null while no month is locked. */
async function lastLockedMonth(companyCode: number): Promise<DashboardSources['lastLocked']> {
  const locked = (await salaryMonthsOf(companyCode))
    .filter((month) => month.locked)
    .map((month) => month.month)
    .sort();
  const month = locked.at(-1);
  return month ? { month, lines: await salaryLinesOf(companyCode, month) } : null;
}

/** The last 7 days' saved attendance (only days saved) and punches, each read as a key range. */
async function lastWeek(companyCode: number, today: string) {
  const days = lastDays(today, DASHBOARD_DAYS);
  await Promise.all([ensureAttendanceSeeded(companyCode), ensurePunches(companyCode)]);
  const months = [...new Set(days.map((dat) => dat.slice(0, 7)))];
  const saved = (await Promise.all(months.map((month) => attendanceDaysOf(companyCode, month))))
    .flat()
    .filter((day) => days.includes(day.dat));
  const punches = await Promise.all(days.map((dat) => punchesFrom(companyCode, `${dat}|`)));
  return {
    savedDays: new Map(saved.map((day) => [day.dat, day.rows])),
    punched: new Map(days.map((dat, index) => [dat, new Set(punches[index]!.map((punch) => punch.empId))])),
  };
}

/**
 * The HR dashboard (both its routes) from the stored masters, attendance, punches, leaves, advances and salary months.
 */
export const dashboardHandler = http.post(`*/${HRD_DASHBOARD_ENDPOINT}`, async ({ request }) => {
  const session = await authorise(request, HRD.hrdDashboard.code!, 'read');
  if (session instanceof Response) return session;
  const company = session.companyCode;
  const today = hrdToday();
  const [people, leaves, advances, types, week, lastLocked] = await Promise.all([
    peopleOf(company),
    storedLeaves(company),
    storedAdvances(company),
    leaveTypesOf(company),
    lastWeek(company, today),
    lastLockedMonth(company),
  ]);
  const leaveCodes = new Set(types.map((type) => type.leaveCode.toUpperCase()));
  return HttpResponse.json(hrdDashboardFigures({ people, today, leaves, advances, leaveCodes, ...week, lastLocked }));
});
