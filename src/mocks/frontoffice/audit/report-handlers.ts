import { differenceInCalendarDays, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { FO_REPORT_ENDPOINTS as E, type FoReportEndpoint } from '../../../modules/frontoffice/audit/domain/audit-types';
import {
  arrivalRows,
  departureRows,
  inHouseRows,
} from '../../../modules/frontoffice/audit/domain/reports/movement-rows';
import { occupancyDayRows, occupancyMonthRows } from '../../../modules/frontoffice/audit/domain/reports/occupancy-rows';
import { cformRows, nightAuditRows } from '../../../modules/frontoffice/audit/domain/reports/register-rows';
import type { Period } from '../../../modules/frontoffice/audit/domain/reports/report-sources';
import {
  advanceRows,
  chargeRows,
  roomRevenueRows,
} from '../../../modules/frontoffice/audit/domain/reports/revenue-rows';
import { FO_REPORTS } from '../../../modules/frontoffice/audit/fo-reports';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { reportDate } from '../../core/server-dates';
import { foReportSources } from './report-sources';

type Sources = Awaited<ReturnType<typeof foReportSources>>;
interface Ask {
  period: Period;
  year: number;
}

const ROWS: Readonly<Record<FoReportEndpoint, (sources: Sources, ask: Ask) => ReportRow[]>> = {
  [E.arrivals]: (sources, { period }) => arrivalRows(sources, period),
  [E.departures]: (sources, { period }) => departureRows(sources, period),
  [E.inHouse]: (sources) => inHouseRows({ ...sources, slabs: sources.settings.roomTaxSlabs }),
  [E.occupancyDay]: (sources, { period }) => occupancyDayRows(sources, period),
  [E.occupancyMonth]: (sources, { year }) => occupancyMonthRows(sources, year),
  [E.roomRevenue]: (sources, { period }) => roomRevenueRows(sources, period),
  [E.charges]: (sources, { period }) => chargeRows(sources, period),
  [E.advances]: (sources, { period }) => advanceRows(sources, period),
  [E.cforms]: (sources, { period }) => cformRows(sources, period),
  [E.nightAudits]: (sources, { period }) => nightAuditRows(sources, period),
};

const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });
const has = (parameters: readonly { name: string }[], name: string) =>
  parameters.some((parameter) => parameter.name === name);

/**
 * A front office report `{ frmDate?, toDate?, detail?, usr }` read with its report screen's right (403 without),
 * computed from the stored stays, folio lines, reservations, C-Forms and night audits.
 */
const reportHandler = (report: (typeof FO_REPORTS)[number]) =>
  http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = has(report.parameters, 'frmDate') ? reportDate(body.frmDate) : '';
    const to = has(report.parameters, 'toDate') ? reportDate(body.toDate) : '';
    if (from === null) return refuse('Give the first day of the report (frmDate).');
    if (to === null) return refuse('Give the last day of the report (toDate).');
    if (from > to) return refuse('The report cannot start after it ends.');
    if (report.endpoint === E.occupancyDay && differenceInCalendarDays(parseISO(to), parseISO(from)) > 366)
      return refuse('Give at most a year of nights (366 days); see occupancy by month for longer.');
    const year = Number(body.detail);
    if (report.endpoint === E.occupancyMonth && (!Number.isInteger(year) || year < 2000 || year > 2100))
      return refuse('Choose the financial year (detail: the year it starts in, e.g. 2026).');
    const sources = await foReportSources(session.companyCode);
    const rows = ROWS[report.endpoint as FoReportEndpoint](sources, { period: { from, to }, year });
    return HttpResponse.json(totalReport(report.columns, rows, report.groupBy));
  });

/** The front office reports (menu 7). */
export const foReportHandlers = FO_REPORTS.map(reportHandler);
