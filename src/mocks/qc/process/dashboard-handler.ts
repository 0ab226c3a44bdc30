import { format, subMonths } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { rateSuppliers } from '../../../modules/qc/domain/supplier-rating';
import { QC_DASHBOARDS } from '../../../modules/qc/qc-dashboards';
import { serverToday } from '../../core/server-dates';
import { listRecords } from '../../core/record-store';
import { authorise } from '../../core/sessions/authorise';
import { receiptsOf, receiptStands } from '../../core/inward/receipt-store';
import { mirResults } from '../mir-results';
import { finalBatches, pendingSteps, processContext } from './process-data';

interface RawMirTest {
  recordId: number;
  lots: Array<{ sno: number }>;
  approvedOn: string | null;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10000) / whole) / 100 : 0);

/**
 * The QC dashboard's figures: goods receipts and batch steps waiting, this month's rejection, the suppliers' scores.
 */
export async function qcDashboardFigures(companyCode: number) {
  const today = serverToday();
  const month = today.slice(0, 7);
  const [receipts, mirTests, context] = await Promise.all([
    receiptsOf(companyCode),
    listRecords<RawMirTest>('qc.mir-tests', companyCode),
    processContext(companyCode),
  ]);
  const testsOf = new Map(mirTests.map((test) => [test.recordId, test]));
  let mirsToTest = 0;
  let mirsToApprove = 0;
  for (const receipt of receipts) {
    if (receipt.header.qcCheck !== 1 || !receiptStands(receipt)) continue;
    const test = testsOf.get(Number(receipt.header.recordId));
    if (test?.approvedOn) continue;
    if (test && receipt.lines.every((line) => test.lots.some((lot) => lot.sno === line.sno))) mirsToApprove += 1;
    else mirsToTest += 1;
  }
  const steps = await pendingSteps(companyCode, context);
  const batches = await finalBatches(companyCode, context);
  const monthResults = await mirResults(companyCode, `${month}-01`, today);
  const tested = monthResults.reduce((sum, row) => sum + row.testedPaise, 0);
  const rejected = monthResults.reduce((sum, row) => sum + row.rejectedPaise, 0);
  const approvedThisMonth = [...context.tests.values()].filter(
    (test) => test.pos === 0 && (test.approvedDat ?? '').startsWith(month),
  );
  const samples = approvedThisMonth.reduce((sum, test) => sum + Math.round(test.samplesCollected * 1000), 0);
  const processRejected = approvedThisMonth.reduce((sum, test) => sum + Math.round(test.rejected * 1000), 0);
  const ratings = rateSuppliers(
    await mirResults(companyCode, format(subMonths(new Date(`${today}T00:00:00`), 3), 'yyyy-MM-dd'), today),
  );
  const byProcess = new Map<string, number>();
  for (const step of steps) byProcess.set(step.processName, (byProcess.get(step.processName) ?? 0) + 1);
  return {
    cards: {
      mirsToTest,
      mirsToApprove,
      stepsToTest: steps.filter((step) => !step.tested).length,
      stepsToApprove: steps.filter((step) => step.tested).length,
      batchesForFinalQc: batches.length,
      rejectionRate: percent(rejected, tested),
      processRejectionRate: percent(processRejected, samples),
    },
    charts: {
      bestSuppliers: ratings.slice(0, 5).map((row) => ({ label: row.supplierName, value: row.score })),
      worstSuppliers: [...ratings]
        .reverse()
        .slice(0, 5)
        .map((row) => ({ label: row.supplierName, value: row.score })),
      stepsWaiting: [...byProcess].map(([label, value]) => ({ label, value })),
    },
  };
}

export const qcDashboardHandlers = QC_DASHBOARDS.map((dashboard) =>
  http.post(`*/${dashboard.endpoint}`, async ({ request }) => {
    const session = await authorise(request, dashboard.screen.code!, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await qcDashboardFigures(session.companyCode));
  }),
);
