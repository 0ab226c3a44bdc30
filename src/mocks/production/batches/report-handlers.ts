import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReportDeclaration, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { BATCH_REPORTS } from '../../../modules/production/batches/batch-reports';
import { BATCH_ROUTES } from '../../../modules/production/domain/batch-routes';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { day } from './batch-body';
import { costingRows, pendingRows, wastageRows, type Period } from './report-rows';

const ROWS: Record<string, (companyCode: number, period: Period, today: string) => Promise<ReportRow[]>> = {
  [BATCH_ROUTES.runningBatches]: (companyCode, period, today) => pendingRows(companyCode, period, today),
  [BATCH_ROUTES.materialCosting]: (companyCode, period) => costingRows(companyCode, period),
  [BATCH_ROUTES.wastage]: (companyCode, period) => wastageRows(companyCode, period),
};

/**
 * A production report `{frmDate?, toDate?, usr}` read with its screen's right, answered with rows, batch subtotals and
 * totals.
 */
const reportHandler = (report: ReportDeclaration) =>
  http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const today = serverToday();
    const period = { from: day(body.frmDate) || '0000-01-01', to: day(body.toDate) || today };
    if (period.from > period.to)
      return HttpResponse.json({ message: 'The report cannot start after it ends.' }, { status: 400 });
    const rows = await ROWS[report.endpoint]!(session.companyCode, period, today);
    return HttpResponse.json(totalReport(report.columns, rows, report.groupBy));
  });

export const reportHandlers: HttpHandler[] = BATCH_REPORTS.map(reportHandler);
