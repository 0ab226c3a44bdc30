import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReportDeclaration, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { QUALITY } from '../../../menus/catalogue/quality';
import { rankIncharges } from '../../../modules/qc/domain/incharge-ranking';
import {
  QC_PROCESS_ROUTES as R,
  type FinalQcRequirements,
  type QcBatchRequirements,
} from '../../../modules/qc/domain/process-routes';
import { PROCESS_REPORTS } from '../../../modules/qc/process/process-reports';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { queuedWrite, screenSession } from '../../core/sessions/screen-session';
import { processMasters } from '../../core/production/production-masters';
import { wireDate } from '../../core/server-dates';
import { qcDashboardHandlers } from './dashboard-handler';
import {
  finalBatches,
  pendingSteps,
  processContext,
  storesOf,
  productionTests,
  type ProcessContext,
} from './process-data';
import { approveProcess, finalQc, saveProcessTest } from './process-save';

const TEST = QUALITY.qcprocesstest;
const APPROVE = QUALITY.qcprocessapprovals;

type Rows = (companyCode: number, context: ProcessContext, body: Record<string, unknown>) => Promise<ReportRow[]>;
const ROWS: Readonly<Record<string, Rows>> = {
  [R.pendingTests]: async (company, context) =>
    (await pendingSteps(company, context))
      .filter((step) => !step.tested)
      .map((step) => ({
        batchNo: step.batchNo,
        sno: step.sno,
        processName: step.processName,
        itemName: step.itemName,
        processIncharge: step.processIncharge,
        qty: step.qty,
        doneOn: context.queue.find((row) => row.batchId === step.batchId && row.lineId === step.sno)?.doneOn ?? null,
      })),
  [R.pendingApprovals]: async (company, context) =>
    (await pendingSteps(company, context)).flatMap((step) =>
      step.tested
        ? [
            {
              batchNo: step.batchNo,
              sno: step.sno,
              processName: step.processName,
              testName: step.tested.testName,
              dat: step.tested.dat,
              usr: step.tested.usr,
              samplesCollected: step.tested.samplesCollected,
              rejected: step.tested.rejected,
              rectifiedQty: step.tested.rectifiedQty,
              rejectedValue: step.tested.rejectedValue,
            },
          ]
        : [],
    ),
  [R.pendingBatches]: async (company, context) =>
    (await finalBatches(company, context)).map((batch) => ({
      batchNo: batch.batchNo,
      itemName: batch.itemName,
      qty: batch.qty,
      lastQty: batch.lastQty,
      materialcost: batch.materialcost,
    })),
  [R.inchargeRankings]: async (_company, context, body) => {
    const from = wireDate(body.frmDate) ?? '0000-01-01';
    const to = wireDate(body.toDate) ?? serverToday();
    const approved = [...context.tests.values()].filter(
      (test) => test.pos === 0 && (test.approvedDat ?? '') >= from && (test.approvedDat ?? '') <= to,
    );
    return rankIncharges(approved).map((row) => ({ ...row }));
  },
};

const reportHandler = (report: ReportDeclaration) =>
  http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const rows = await ROWS[report.endpoint]!(session.companyCode, await processContext(session.companyCode), body);
    return HttpResponse.json(totalReport(report.columns, rows, report.groupBy));
  });

/** A read allowed to whoever may open either process QC screen. */
async function readSession(request: Request) {
  const tester = await screenSession(request, TEST, TRANSACTION.view, 'read');
  return tester instanceof Response ? screenSession(request, APPROVE, TRANSACTION.view, 'read') : tester;
}

/**
 * Process QC and the final QC: the contract's api/QCBatches/* with ours SetQCProcessTest, the process
 * reports and the QC dashboard. Tests need create on qcprocesstest; approvals and the final QC approve (98) on
 * qcprocessapprovals (the contract checks nothing: mended).
 */
export const processHandlers: HttpHandler[] = [
  http.post(`*/${R.requirements}`, async ({ request }) => {
    const session = await readSession(request);
    if (session instanceof Response) return session;
    const company = session.companyCode;
    const [processes, tests, context] = await Promise.all([
      processMasters(company),
      productionTests(company),
      processContext(company),
    ]);
    const answer: QcBatchRequirements = {
      processes: processes.map((row) => ({ recordId: row.recordId, processName: row.processName })),
      tests,
      pendings: await pendingSteps(company, context),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${R.finalRequirements}`, async ({ request }) => {
    const session = await screenSession(request, APPROVE, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const company = session.companyCode;
    const context = await processContext(company);
    const header = await finalBatches(company, context);
    const lines: FinalQcRequirements['lines'] = header.flatMap((batch) =>
      context.batches.get(batch.recordId)!.processes.map((step) => {
        const row = context.queue.find((one) => one.batchId === batch.recordId && one.lineId === step.sno);
        const test = context.tests.get(`${batch.recordId}|${step.sno}`);
        return {
          batchid: batch.recordId,
          sno: step.sno,
          processid: step.processId,
          processname: step.processName,
          statu: row?.pos === 0 ? ('Completed' as const) : ('Pending' as const),
          recitfied: test?.rectifiedQty ?? 0,
          rejected: test?.rejected ?? 0,
          rectificationvalue: test?.rectifiedValue ?? 0,
          rejectedvalue: test?.rejectedValue ?? 0,
        };
      }),
    );
    const answer: FinalQcRequirements = { header, lines, stores: await storesOf(company) };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${R.setTest}`, async ({ request }) => {
    const session = await screenSession(request, TEST, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return queuedWrite(request, session, () => saveProcessTest(session, body));
  }),
  http.post(`*/${R.approve}`, async ({ request }) => {
    const session = await screenSession(request, APPROVE, TRANSACTION.approve, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return queuedWrite(request, session, () => approveProcess(session, body));
  }),
  http.post(`*/${R.setFinal}`, async ({ request }) => {
    const session = await screenSession(request, APPROVE, TRANSACTION.approve, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return queuedWrite(request, session, () => finalQc(session, body));
  }),
  ...PROCESS_REPORTS.map(reportHandler),
  ...qcDashboardHandlers,
];
