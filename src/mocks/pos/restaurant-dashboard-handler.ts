import { http, HttpResponse } from 'msw';
import { POS_DASHBOARDS } from '../../modules/pos/pos-dashboards';
import { POS_REPORT_ENDPOINTS } from '../../modules/pos/reports/pos-report-endpoints';
import { restaurantFigures } from '../../modules/pos/reports/restaurant-figures';
import { authorise } from '../core/sessions/authorise';
import { billIndexOf, billsDated, runningTablesOf } from '../core/billing/billing-store';
import { serverToday } from '../core/server-dates';
import { reportMasters } from './report-masters';

const DASHBOARD = POS_DASHBOARDS.find((dashboard) => dashboard.endpoint === POS_REPORT_ENDPOINTS.dashboard)!;

/** The restaurant dashboard's figures from the bills and running tables, as on the server's day. */
export const restaurantDashboardHandler = http.post(`*/${DASHBOARD.endpoint}`, async ({ request }) => {
  const session = await authorise(request, DASHBOARD.screen.code!, 'read');
  if (session instanceof Response) return session;
  const today = serverToday();
  const [todays, index, running, masters] = await Promise.all([
    billsDated(session.companyCode, today, today),
    billIndexOf(session.companyCode),
    runningTablesOf(session.companyCode),
    reportMasters(session.companyCode),
  ]);
  // Today's bills and every unsettled one: all the figures read (no pass over every bill ever made).
  const bills = new Map([...todays, ...index.unsettled.values()].map((bill) => [bill.billNo, bill]));
  return HttpResponse.json(
    restaurantFigures({ bills: bills.values(), running: running.values(), today, names: masters.names }),
  );
});
