import { http, HttpResponse } from 'msw';
import type { ReportDeclaration } from '../../engine/report/report';
import { PROCUREMENT_COST_REPORTS } from '../../modules/procurement/cost-reports/cost-reports';
import type { OrderReportEndpoint } from '../../modules/procurement/order-reports/order-report-endpoints';
import { PROCUREMENT_ORDER_REPORTS } from '../../modules/procurement/order-reports/order-reports';
import { DEMO_REPORTS } from '../core/declarations/demo-reports';
import { readJson } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { orderReport } from './order-report-data';
import { wireDate } from '../core/server-dates';

/**
 * Refuses two of these reports on one endpoint, or one another report handler (generic or the cost reports') already
 * answers.
 */
export function checkOrderReportEndpoints(
  reports: readonly ReportDeclaration[],
  others: readonly ReportDeclaration[],
  generic: readonly ReportDeclaration[],
): void {
  const seen = new Set([...generic.filter((report) => report.source), ...others].map((report) => report.endpoint));
  for (const report of reports) {
    if (seen.has(report.endpoint)) throw new Error(`Two report handlers answer ${report.endpoint}; give it one.`);
    seen.add(report.endpoint);
  }
}
checkOrderReportEndpoints(PROCUREMENT_ORDER_REPORTS, PROCUREMENT_COST_REPORTS, DEMO_REPORTS);

/** A choice sent as text or number; '' when none is. */
const chosen = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * The order-management reports `{frmDate, toDate, detail?: supplier, recordId?: item or choice, usr}` (dates
 * yyyy-MM-dd or dd-MMM-yyyy), each read with its report screen's permission: a user without it gets 403.
 */
function orderReportHandler(report: ReportDeclaration) {
  return http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = wireDate(body.frmDate);
    const to = wireDate(body.toDate);
    if (!from || !to)
      return HttpResponse.json(
        { message: 'Give the first and last day of the report (frmDate, toDate).' },
        { status: 400 },
      );
    return HttpResponse.json(
      await orderReport(report.endpoint as OrderReportEndpoint, session.companyCode, {
        from,
        to,
        supplier: chosen(body.detail),
        recordId: chosen(body.recordId),
      }),
    );
  });
}

export const orderReportHandlers = PROCUREMENT_ORDER_REPORTS.map(orderReportHandler);
