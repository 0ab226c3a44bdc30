import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { PRODUCTION } from '../../../menus/catalogue/production';
import {
  BATCH_IN_USE,
  batchInUse,
  batchProblems,
  cancelledNumber,
} from '../../../modules/production/domain/batch-rules';
import { BATCH_ROUTES } from '../../../modules/production/domain/batch-routes';
import type { BatchPlanAnswer } from '../../../modules/production/domain/batch-wire';
import type { BatchPlan } from '../../../kits/production/ppc-types';
import { storedOrders } from '../../core/sales/order-store';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { queuedWrite, refusal, screenSession } from '../../core/sessions/screen-session';
import {
  batchesOf,
  batchOf,
  batchQueue,
  deleteQueueRow,
  nextRecordId,
  writeBatch,
} from '../../core/production/ppc-store';
import { queueFirstStep } from '../../core/production/work-queue';
import { readBatchBody, recordIdOf, traCheckOf, day } from './batch-body';
import { batchesWithQueue, batchRequirements, stageOf } from './batch-reads';

const SCREEN = PRODUCTION.probatchplanning;
const read = (request: Request) => screenSession(request, SCREEN, TRANSACTION.view, 'read');

function planAnswer(batch: BatchPlan, inUse: boolean): BatchPlanAnswer {
  return {
    header: {
      recordId: batch.recordId,
      batchNo: batch.batchNo,
      dat: batch.dat,
      fromDate: batch.fromDate,
      toDate: batch.toDate,
      productionIncharge: batch.productionIncharge,
      itemId: batch.itemId,
      itemName: batch.itemName,
      um: batch.um,
      qty: batch.qty,
      pos: batch.pos,
      massPlanId: batch.massPlanId,
    },
    orderinfo: batch.orders,
    employeeinfo: batch.employees,
    processinfo: batch.processes.map((step) => ({
      sno: step.sno,
      processid: step.processId,
      processname: step.processName,
      fromdate: step.fromDate,
      todate: step.toDate,
      qcrequired: step.qcRequired,
      processincharge: step.processIncharge,
    })),
    result: inUse ? BATCH_IN_USE : 'OK',
  };
}

/** The batches planned in a period (Pos ≥ 0), newest first. */
const listHandler = http.post(`*/${BATCH_ROUTES.plans}`, async ({ request }) => {
  const session = await read(request);
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const from = day(body.frmDate) || '0000-01-01';
  const to = day(body.toDate) || '9999-12-31';
  const rows = (await batchesWithQueue(session.companyCode))
    .filter(({ batch }) => batch.pos >= 0 && batch.fromDate <= to && batch.toDate >= from)
    .sort((a, b) => b.batch.recordId - a.batch.recordId)
    .map(({ batch, rows: steps }) => ({
      recordid: batch.recordId,
      batchno: batch.batchNo,
      dat: batch.dat,
      fromdate: batch.fromDate,
      todate: batch.toDate,
      productionincharge: batch.productionIncharge,
      product: batch.itemName,
      qty: batch.qty,
      um: batch.um,
      pos: batch.pos,
      stage: stageOf(batch, steps),
    }));
  return HttpResponse.json(rows);
});

const getHandler = http.post(`*/${BATCH_ROUTES.plan}`, async ({ request }) => {
  const session = await read(request);
  if (session instanceof Response) return session;
  const batch = await batchOf(session.companyCode, recordIdOf(await readJson(request)));
  if (!batch) return HttpResponse.json(null);
  return HttpResponse.json(planAnswer(batch, batchInUse(await batchQueue(session.companyCode, batch.recordId))));
});

/**
 * Read with batch planning's or the batch process's right (the job card chooses its in-charge from these employees).
 */
const requirementsHandler = http.post(`*/${BATCH_ROUTES.requirements}`, async ({ request }) => {
  const planning = await read(request);
  const session =
    planning instanceof Response
      ? await screenSession(request, PRODUCTION.proprocesswiseproduction, TRANSACTION.view, 'read')
      : planning;
  if (session instanceof Response) return session;
  return HttpResponse.json(await batchRequirements(session.companyCode));
});

/**
 * Create (Pos 1, step 1 queued with the batch qty), modify (children replaced; refused once in use), cancel (Pos −1,
 * CANCEL suffix).
 */
const saveHandler = http.post(`*/${BATCH_ROUTES.savePlan}`, async ({ request }) => {
  const body = await readJson(request);
  const traCheck = traCheckOf(body);
  const transaction = traCheck === 3 ? TRANSACTION.delete : traCheck === 2 ? TRANSACTION.modify : TRANSACTION.create;
  const session = await screenSession(request, SCREEN, transaction, 'write');
  if (session instanceof Response) return session;
  const company = session.companyCode;
  return queuedWrite(request, session, async () => {
    const input = readBatchBody(body);
    const today = serverToday();
    const batches = await batchesOf(company);
    const existing = input.header.recordId
      ? batches.find((batch) => batch.recordId === input.header.recordId)
      : undefined;
    if (traCheck !== 1 && (!existing || existing.pos !== 1))
      return refusal('That batch is not running: it cannot be changed');
    if (existing && traCheck !== 1) {
      const queue = await batchQueue(company, existing.recordId);
      if (batchInUse(queue)) return refusal(BATCH_IN_USE);
      if (traCheck === 3) {
        for (const row of queue) await deleteQueueRow(company, row);
        await writeBatch(company, { ...existing, pos: -1, batchNo: cancelledNumber(existing.batchNo) });
        return HttpResponse.json({ recordId: existing.recordId, result: 'OK' });
      }
    }
    const requirements = await batchRequirements(company);
    const product = requirements.products.find((candidate) => candidate.itemId === input.header.itemId);
    if (input.header.itemId && !product && input.header.itemId !== existing?.itemId)
      return refusal(`${input.header.itemId} is not a product with a set-up`);
    if (input.header.massPlanId && !requirements.massPlans.some((plan) => plan.recordId === input.header.massPlanId))
      return refusal('That mass plan is not there any more');
    const names = new Map(requirements.processes.map((process) => [process.recordId, process.processName]));
    // The body names an order line by its order's id; its number is the order's.
    const orderSeqs = new Map((await storedOrders(company)).map(({ header }) => [header.recordId, header.seq]));
    const processes = input.processes.map((step) => ({
      ...step,
      processName: names.get(step.processId) ?? step.processName,
    }));
    const problems = batchProblems({ ...input, processes }, batches);
    const first = Object.values(problems)[0];
    if (first) return refusal(first);
    const batch: BatchPlan = {
      recordId: existing?.recordId ?? nextRecordId(batches),
      batchNo: input.header.batchNo.trim(),
      dat: existing?.dat ?? today,
      fromDate: input.header.fromDate,
      toDate: input.header.toDate,
      productionIncharge: input.header.productionIncharge,
      itemId: input.header.itemId,
      itemName: product?.itemName ?? existing?.itemName ?? '',
      um: product?.um ?? existing?.um ?? '',
      qty: input.header.qty,
      pos: 1,
      massPlanId: input.header.massPlanId ?? null,
      processes,
      employees: input.employees,
      orders: input.orders.map((line) => ({ ...line, seq: orderSeqs.get(line.soid) ?? line.seq })),
      finished: null,
      usr: session.userName,
    };
    await writeBatch(company, batch);
    if (existing) for (const row of await batchQueue(company, batch.recordId)) await deleteQueueRow(company, row);
    await queueFirstStep(company, batch, today);
    return HttpResponse.json({ recordId: batch.recordId, result: 'OK' });
  });
});

export const planHandlers: HttpHandler[] = [listHandler, getHandler, requirementsHandler, saveHandler];
