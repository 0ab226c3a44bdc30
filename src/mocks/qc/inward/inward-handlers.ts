import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReportDeclaration, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { QUALITY } from '../../../menus/catalogue/quality';
import { MIR_REPORTS } from '../../../modules/qc/inward/mir-reports';
import { MIR_ROUTES, type MirTestBody } from '../../../modules/qc/domain/mir-types';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { queuedWrite, screenSession } from '../../core/sessions/screen-session';
import { wireDate } from '../../core/server-dates';
import { ensureMirSeeded } from '../seeds/mir-test-seed';
import { approveMir } from './mir-approval';
import { pendingRows, ratingRows, resultRows } from './mir-report-rows';
import { qcTestHandlers } from './qc-test-handlers';
import { saveMirTest } from './mir-test-save';
import { mirDetails, mirRequirements } from './mir-views';

const recordIdOf = (body: Record<string, unknown>) =>
  Number(body.recordId ?? (typeof body.usr === 'object' ? undefined : body.usr));

const ROWS: Record<string, (companyCode: number, from: string, to: string, today: string) => Promise<ReportRow[]>> = {
  [MIR_ROUTES.pending]: (companyCode, _from, _to, today) => pendingRows(companyCode, today),
  [MIR_ROUTES.results]: resultRows,
  [MIR_ROUTES.ratings]: ratingRows,
};

/**
 * A goods-receipt QC report `{ frmDate?, toDate?, usr }`, read with its screen's right, answered with rows and totals
 * (paise).
 */
const reportHandler = (report: ReportDeclaration) =>
  http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await screenSession(request, report.screen, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const today = serverToday();
    const from = report.parameters.length > 0 ? wireDate(body.frmDate) : '0000-01-01';
    const to = report.parameters.length > 0 ? wireDate(body.toDate) : today;
    if (!from || !to)
      return HttpResponse.json({ message: 'Give the first and last day of the report.' }, { status: 400 });
    if (from > to) return HttpResponse.json({ message: 'The report cannot start after it ends.' }, { status: 400 });
    await ensureMirSeeded(session.companyCode);
    const rows = await ROWS[report.endpoint]!(session.companyCode, from, to, today);
    return HttpResponse.json(totalReport(report.columns, rows, report.groupBy));
  });

/** The demo backend's goods-receipt quality control: the test masters, tests, approvals and the reports. */
export const inwardHandlers: HttpHandler[] = [
  ...qcTestHandlers,
  http.post(`*/${MIR_ROUTES.requirements}`, async ({ request }) => {
    // Read by both screens: the tests' right or the approvals' right.
    const tester = await screenSession(request, QUALITY.qcmirtest, TRANSACTION.view, 'read');
    const session =
      tester instanceof Response
        ? await screenSession(request, QUALITY.qcmirapprovals, TRANSACTION.view, 'read')
        : tester;
    if (session instanceof Response) return session;
    await ensureMirSeeded(session.companyCode);
    return HttpResponse.json(await mirRequirements(session.companyCode));
  }),
  http.post(`*/${MIR_ROUTES.details}`, async ({ request }) => {
    const session = await screenSession(request, QUALITY.qcmirapprovals, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    await ensureMirSeeded(session.companyCode);
    return HttpResponse.json(await mirDetails(session.companyCode, recordIdOf(await readJson(request))));
  }),
  http.post(`*/${MIR_ROUTES.save}`, async ({ request }) => {
    const session = await screenSession(request, QUALITY.qcmirtest, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = (await readJson(request)) as unknown as MirTestBody;
    await ensureMirSeeded(session.companyCode);
    return queuedWrite(request, session, () => saveMirTest(session.companyCode, body, session.userName, serverToday()));
  }),
  http.post(`*/${MIR_ROUTES.approve}`, async ({ request }) => {
    const session = await screenSession(request, QUALITY.qcmirapprovals, TRANSACTION.approve, 'write');
    if (session instanceof Response) return session;
    const recordId = recordIdOf(await readJson(request));
    await ensureMirSeeded(session.companyCode);
    return queuedWrite(request, session, () =>
      approveMir(session.companyCode, recordId, session.userName, serverToday()),
    );
  }),
  ...MIR_REPORTS.map(reportHandler),
];
