import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReportDeclaration, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { ACCOUNT_REPORTS } from '../../../modules/hrd/reports/account-reports';
import { HR_REPORTS } from '../../../modules/hrd/reports/hr-reports';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { hrdToday } from '../hrd-session';
import { dashboardHandler } from './dashboard-handler';
import { readAsk } from './report-ask';
import { REPORT_ROWS } from './report-rows';

const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });

/**
 * An HR report `{ frmDate?, toDate?, detail?, <parameters>, usr }`, read with its report screen's right (403 without),
 * computed from the stored records (read once) and answered with rows, group subtotals and totals (money in paise).
 */
const reportHandler = (report: ReportDeclaration) =>
  http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const today = hrdToday();
    const ask = readAsk(await readJson(request), new Set(report.parameters.map((parameter) => parameter.name)), today);
    if (typeof ask === 'string') return refuse(ask);
    const answer = await REPORT_ROWS[report.endpoint]!(session.companyCode, ask, today);
    if (typeof answer === 'string') return refuse(answer);
    const { rows, ...extra } = Array.isArray(answer) ? { rows: answer as ReportRow[] } : answer;
    return HttpResponse.json({ ...totalReport(report.columns, rows, report.groupBy), ...extra });
  });

/** The demo backend's HR reports (menu 8, 51-66) and the HR dashboard. */
export const reportsHandlers: HttpHandler[] = [
  ...[...HR_REPORTS, ...ACCOUNT_REPORTS].map(reportHandler),
  dashboardHandler,
];
