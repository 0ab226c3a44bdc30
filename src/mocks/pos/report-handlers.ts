import { http, HttpResponse } from 'msw';
import type { ReportDeclaration } from '../../engine/report/report';
import { POS_SALES_REPORTS } from '../../modules/pos/reports/pos-sales-reports';
import { DEMO_REPORTS } from '../core/declarations/demo-reports';
import { readJson } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { serverToday, reportDate } from '../core/server-dates';
import { posReport } from './report-data';
import { posMasterHandlers } from './master-handlers';
import { reportMasters } from './report-masters';
import { reportOutlets } from './report-outlets';
import { restaurantDashboardHandler } from './restaurant-dashboard-handler';

const has = (report: ReportDeclaration, name: string) => report.parameters.find((parameter) => parameter.name === name);
/** A filter as sent: absent, null and blank are all "none chosen". */
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });
/** A fixed recordId a report declares (getResRepSpecialSaleReport serves three screens). */
const recordIdOf = (report: ReportDeclaration) => Number(has(report, 'recordId')?.defaultValue ?? 0);

/** The reports by route: one handler a route, several reports on one route told apart by their recordId. */
const BY_ENDPOINT = new Map<string, ReportDeclaration[]>();
for (const report of POS_SALES_REPORTS)
  BY_ENDPOINT.set(report.endpoint, [...(BY_ENDPOINT.get(report.endpoint) ?? []), report]);

// Two handlers on one route would let msw's first answer both.
const taken = new Set(DEMO_REPORTS.filter((report) => report.source).map((report) => report.endpoint));
for (const endpoint of BY_ENDPOINT.keys())
  if (taken.has(endpoint)) throw new Error(`Two report handlers answer ${endpoint}; give it one.`);

function dates(report: ReportDeclaration, body: Record<string, unknown>) {
  const from = has(report, 'frmDate') ? reportDate(body.frmDate) : serverToday();
  const to = has(report, 'toDate') ? reportDate(body.toDate) : from;
  const from2 = has(report, 'frmDate2') ? reportDate(body.frmDate2) : from;
  const to2 = has(report, 'toDate2') ? reportDate(body.toDate2) : to;
  return { from, to, from2, to2 };
}

/**
 * A restaurant report `{ frmDate, toDate?, detail?, recordId?, restaCode?, top?, usr }` (dates yyyy-MM-dd, dd-MMM-yyyy
 * or a serialised Date), read with its report screen's permission: a user without it gets 403. The contract's bodies
 * carry no outlet, so the server reports every outlet: no restaCode (or an empty one) covers every outlet the user may
 * see, grouped by outlet; a restaCode covers that outlet, 403 when it is not one of the user's.
 */
function posReportHandler(endpoint: string, reports: readonly ReportDeclaration[]) {
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const body = await readJson(request);
    const report =
      reports.length === 1 ? reports[0]! : reports.find((candidate) => recordIdOf(candidate) === Number(body.recordId));
    if (!report) return refuse(`Give the report's recordId (${reports.map(recordIdOf).join(', ')}).`);
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const { from, to, from2, to2 } = dates(report, body);
    if (!from || !from2) return refuse('Give the first day of the report (frmDate).');
    if (!to || !to2) return refuse('Give the last day of the report (toDate).');
    if (from > to || from2 > to2) return refuse('The report cannot start after it ends.');
    const detail = text(body.detail);
    if (has(report, 'detail')?.required && !detail)
      return refuse(`Choose the ${has(report, 'detail')!.label.toLowerCase()} (detail).`);
    const top = Number(body.top ?? 10);
    if (has(report, 'top') && (!Number.isInteger(top) || top < 1 || top > 100))
      return refuse('Give the number of items, 1 to 100.');
    const query = { from, to, outlet: text(body.restaCode), detail };
    const masters = await reportMasters(session.companyCode);
    const outlets = reportOutlets(session, masters.everyOutlet, query.outlet);
    if (!outlets)
      return HttpResponse.json(
        { message: `You may not see the figures of ${masters.names.outlet(query.outlet)}.` },
        { status: 403 },
      );
    return HttpResponse.json(
      await posReport(
        report,
        session.companyCode,
        masters,
        { query, second: { from: from2, to: to2 }, top, recordId: Number(body.recordId ?? 0) },
        outlets,
      ),
    );
  });
}

/**
 * The restaurant reports and the restaurant dashboard, computed from the stored bills (register before the core's
 * generic dashboards), and the masters' routes of their own (an item's picture, a KOT group's details), which ride
 * on this list as the module's only one among the backend's after the generic handlers.
 */
export const posReportHandlers = [
  ...[...BY_ENDPOINT].map(([endpoint, reports]) => posReportHandler(endpoint, reports)),
  restaurantDashboardHandler,
  ...posMasterHandlers,
];
