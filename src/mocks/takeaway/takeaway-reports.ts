import { http, HttpResponse } from 'msw';
import type { Bill } from '../../kits/billing/domain/bill-types';
import type { ReportDeclaration } from '../../engine/report/report';
import { totalReport } from '../../engine/report/report-totals';
import { daySalesRows, daySettlementRows } from '../../modules/takeaway/reports/day-rows';
import { takeawayFigures } from '../../modules/takeaway/reports/takeaway-figures';
import { TAKEAWAY_REPORTS } from '../../modules/takeaway/reports/takeaway-reports';
import { TAKEAWAY_DASHBOARDS } from '../../modules/takeaway/takeaway-dashboards';
import { readJson } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { text } from '../core/billing/billing-access';
import { billIndexOf, billsDated, billsOf, runningTablesOf } from '../core/billing/billing-store';
import { dayOf } from '../core/billing/day-status';
import { serverToday, reportDate } from '../core/server-dates';
import { TAKEAWAY_CATALOGUE } from './takeaway-catalogue';

/** The take-away outlets by code, with their names (a report shows names; only their bills are the counter's). */
const outletsOf = async (companyCode: number) =>
  new Map((await TAKEAWAY_CATALOGUE.outlets(companyCode)).map((outlet) => [outlet.code, outlet.name]));

/** A day report's rows from the day's bills. */
type DayRows = typeof daySalesRows;
/** The bills a day report reads: those made on the day (the sales list) or settled on it (the settlement). */
type DayBills = (companyCode: number, day: string) => Promise<Bill[]>;

const madeOn: DayBills = (companyCode, day) => billsDated(companyCode, day, day);
/** Bills settled on the day, whenever made: the day's takings, as the day close counts them (by settledAt). */
const settledOn: DayBills = async (companyCode, day) =>
  [...(await billsOf(companyCode)).values()].filter(
    (bill) => bill.status === 'SETTLED' && bill.settledAt !== '' && dayOf(bill.settledAt) === day,
  );

/**
 * A day report `{ frmDate, restaCode?, usr }`, read with its screen's right: the day's bills of the take-away outlets
 * (one outlet's when given).
 */
function dayReport(report: ReportDeclaration, rowsOf: DayRows, billsOfDay: DayBills) {
  return http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const day = body.frmDate === undefined || body.frmDate === '' ? serverToday() : reportDate(body.frmDate);
    if (!day) return HttpResponse.json({ message: 'Give the day of the report (frmDate).' }, { status: 400 });
    const outlet = text(body.restaCode);
    const outlets = await outletsOf(session.companyCode);
    const bills = (await billsOfDay(session.companyCode, day)).filter(
      (bill) => outlets.has(bill.outlet) && (!outlet || bill.outlet === outlet),
    );
    return HttpResponse.json(
      totalReport(
        report.columns,
        rowsOf(bills, (code) => outlets.get(code) ?? code),
        report.groupBy,
      ),
    );
  });
}

const DASHBOARD = TAKEAWAY_DASHBOARDS[0]!;

/**
 * The take-away dashboard from the bills: today's and every unsettled one of the take-away outlets, and the open
 * orders.
 */
const dashboardHandler = http.post(`*/${DASHBOARD.endpoint}`, async ({ request }) => {
  const session = await authorise(request, DASHBOARD.screen.code!, 'read');
  if (session instanceof Response) return session;
  const today = serverToday();
  const { companyCode } = session;
  const [outlets, todays, index, running] = await Promise.all([
    outletsOf(companyCode),
    billsDated(companyCode, today, today),
    billIndexOf(companyCode),
    runningTablesOf(companyCode),
  ]);
  const bills = new Map<number, Bill>(
    [...todays, ...index.unsettled.values()]
      .filter((bill) => outlets.has(bill.outlet))
      .map((bill) => [bill.billNo, bill]),
  );
  return HttpResponse.json(
    takeawayFigures({
      bills: bills.values(),
      running: [...running.values()].filter((table) => outlets.has(table.outlet)),
      today,
      outletName: (code) => outlets.get(code) ?? code,
    }),
  );
});

/**
 * The take-away day reports and dashboard, computed from the stored bills (before the generic report and dashboard
 * handlers).
 */
export const takeawayReportHandlers = [
  dayReport(TAKEAWAY_REPORTS[0]!, daySalesRows, madeOn),
  dayReport(TAKEAWAY_REPORTS[1]!, daySettlementRows, settledOn),
  dashboardHandler,
];
