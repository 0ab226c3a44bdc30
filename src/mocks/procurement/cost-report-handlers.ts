import { http, HttpResponse } from 'msw';
import type { ReportDeclaration } from '../../engine/report/report';
import type { CostReportEndpoint } from '../../modules/procurement/cost-reports/cost-report-endpoints';
import { PROCUREMENT_COST_REPORTS } from '../../modules/procurement/cost-reports/cost-reports';
import { DEMO_REPORTS } from '../core/declarations/demo-reports';
import { readJson } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { costReport } from './cost-report-data';
import { wireDate } from '../core/server-dates';

/**
 * Refuses two of these reports on one endpoint, or one the generic report handler already answers (msw would let the
 * first answer both).
 */
export function checkCostReportEndpoints(
  reports: readonly ReportDeclaration[],
  generic: readonly ReportDeclaration[],
): void {
  const seen = new Set(generic.filter((report) => report.source).map((report) => report.endpoint));
  for (const report of reports) {
    if (seen.has(report.endpoint)) throw new Error(`Two report handlers answer ${report.endpoint}; give it one.`);
    seen.add(report.endpoint);
  }
}
checkCostReportEndpoints(PROCUREMENT_COST_REPORTS, DEMO_REPORTS);

/**
 * The procurement cost reports `{frmDate, toDate, detail?: supplier, usr}` (dates yyyy-MM-dd or dd-MMM-yyyy),
 * each read with its report screen's permission: a user without it gets 403.
 */
function costReportHandler(report: ReportDeclaration) {
  return http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const to = wireDate(body.toDate);
    if (!to) return HttpResponse.json({ message: 'Give the last day of the report (toDate).' }, { status: 400 });
    const from = report.parameters.some((parameter) => parameter.name === 'frmDate')
      ? wireDate(body.frmDate)
      : '0000-01-01';
    if (!from) return HttpResponse.json({ message: 'Give the first day of the report (frmDate).' }, { status: 400 });
    const supplier = typeof body.detail === 'string' || typeof body.detail === 'number' ? String(body.detail) : '';
    return HttpResponse.json(
      await costReport(report.endpoint as CostReportEndpoint, session.companyCode, { from, to, supplier }),
    );
  });
}

export const costReportHandlers = PROCUREMENT_COST_REPORTS.map(costReportHandler);
