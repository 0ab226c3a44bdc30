import { http, HttpResponse } from 'msw';
import type { ReportDeclaration } from '../../engine/report/report';
import { STOCK_ENDPOINTS } from '../../modules/inventory/stock-transactions/tra-types';
import { INVENTORY_STOCK_REPORTS } from '../../modules/inventory/stock-reports/stock-reports';
import { DEMO_REPORTS } from '../core/declarations/demo-reports';
import { readJson } from '../core/read-json';
import { authorise } from '../core/sessions/authorise';
import { wireDate } from '../core/server-dates';
import { stockReport } from './stock-report-data';

/**
 * Refuses two handlers on one endpoint (msw would let the first answer both): ours, the generic key reports', the
 * closing stock's. Another module's reports are checked against ours in src/mocks/report-endpoints.test.ts.
 */
export function checkStockReportEndpoints(reports: readonly ReportDeclaration[], taken: readonly string[]): void {
  const seen = new Set(taken);
  for (const report of reports) {
    if (seen.has(report.endpoint)) throw new Error(`Two report handlers answer ${report.endpoint}; give it one.`);
    seen.add(report.endpoint);
  }
}
checkStockReportEndpoints(INVENTORY_STOCK_REPORTS, [
  ...DEMO_REPORTS.filter((report) => report.source).map((report) => report.endpoint),
  STOCK_ENDPOINTS.closingStock,
]);

const has = (report: ReportDeclaration, name: string) => report.parameters.find((parameter) => parameter.name === name);
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });

/**
 * A stock report `{frmDate?, toDate?, detail?: store, recordId?: item, usr}` (dates yyyy-MM-dd or dd-MMM-yyyy),
 * read with its report screen's permission: a user without it gets 403.
 */
function stockReportHandler(report: ReportDeclaration) {
  return http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const to = has(report, 'toDate') ? wireDate(body.toDate) : '9999-12-31';
    if (!to) return refuse('Give the last day of the report (toDate).');
    const from = has(report, 'frmDate') ? wireDate(body.frmDate) : '0000-01-01';
    if (!from) return refuse('Give the first day of the report (frmDate).');
    if (from > to) return refuse('The report cannot start after it ends.');
    const item = text(body.recordId);
    if (has(report, 'recordId')?.required && !item) return refuse('Choose the item (recordId).');
    return HttpResponse.json(
      await stockReport(report, session.companyCode, { from, to, store: text(body.detail), item }, body),
    );
  });
}

export const stockReportHandlers = INVENTORY_STOCK_REPORTS.map(stockReportHandler);
