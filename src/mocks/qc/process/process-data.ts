import { fromPaise } from '../../../lib/money/money';
import type { BatchPlan, QueueRow } from '../../../kits/production/ppc-types';
import type { FinalBatch, PendingStep } from '../../../modules/qc/domain/process-routes';
import { finishedSteps } from '../../../kits/production/step-queue';
import { listRecords } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { batchMaterialCost } from '../../core/production/batch-seam';
import { batchesOf, queueOf } from '../../core/production/ppc-store';
import { processTestsOf, type StoredProcessTest } from './process-store';

/** What the process QC reads: the batches, their queue and tests, gathered once per answer. */
export interface ProcessContext {
  batches: Map<number, BatchPlan>;
  queue: QueueRow[];
  tests: Map<string, StoredProcessTest>;
}

export async function processContext(companyCode: number): Promise<ProcessContext> {
  const [batches, queue, tests] = await Promise.all([
    batchesOf(companyCode),
    queueOf(companyCode),
    processTestsOf(companyCode),
  ]);
  return {
    batches: new Map(batches.map((batch) => [batch.recordId, batch])),
    queue,
    tests: new Map(tests.map((test) => [`${test.batchId}|${test.sno}`, test])),
  };
}

export const inchargeOf = (batch: BatchPlan | undefined, sno: number) =>
  batch?.processes.find((step) => step.sno === sno)?.processIncharge ?? batch?.productionIncharge ?? '';

/** The steps waiting for QC (queue Pos −1) of running batches, each with its recorded test (pos 1) if any. */
export async function pendingSteps(companyCode: number, context: ProcessContext): Promise<PendingStep[]> {
  const costs = new Map<number, number>();
  const rows: PendingStep[] = [];
  for (const row of context.queue.filter((one) => one.pos === -1)) {
    const batch = context.batches.get(row.batchId);
    if (!batch || batch.pos !== 1) continue;
    if (!costs.has(batch.recordId))
      costs.set(batch.recordId, (await batchMaterialCost(companyCode, batch.recordId)).paise);
    const test = context.tests.get(`${row.batchId}|${row.lineId}`);
    rows.push({
      batchId: batch.recordId,
      batchNo: batch.batchNo,
      sno: row.lineId,
      processId: row.processId,
      processName: row.processName,
      processIncharge: inchargeOf(batch, row.lineId),
      itemId: batch.itemId,
      itemName: batch.itemName,
      um: batch.um,
      qty: row.qtyDone ?? row.qty,
      materialValue: fromPaise(costs.get(batch.recordId) ?? 0),
      tested: test && test.pos === 1 ? test : null,
    });
  }
  return rows.sort((a, b) => a.batchNo.localeCompare(b.batchNo, 'en', { numeric: true }) || a.sno - b.sno);
}

/** Running batches whose every step is done: waiting for the final QC. */
export async function finalBatches(companyCode: number, context: ProcessContext): Promise<FinalBatch[]> {
  const answer: FinalBatch[] = [];
  for (const batch of context.batches.values()) {
    if (batch.pos !== 1) continue;
    const { done, lastQty } = finishedSteps(
      batch,
      context.queue.filter((row) => row.batchId === batch.recordId),
    );
    if (!done) continue;
    const cost = await batchMaterialCost(companyCode, batch.recordId);
    answer.push({
      recordId: batch.recordId,
      batchNo: batch.batchNo,
      itemId: batch.itemId,
      itemName: batch.itemName,
      um: batch.um,
      qty: batch.qty,
      lastQty,
      materialcost: fromPaise(cost.paise),
    });
  }
  return answer.sort((a, b) => a.batchNo.localeCompare(b.batchNo, 'en', { numeric: true }));
}

/** The company's stores (code and name), lowest code first: the final QC's default store is the first. */
export async function storesOf(companyCode: number): Promise<Array<{ code: string; name: string }>> {
  await ensureSeeded('inventory.stores', companyCode);
  const rows = await listRecords<Record<string, unknown>>('inventory.stores', companyCode);
  return rows
    .map((row) => ({ code: String(row.code), name: String(row.name ?? row.code) }))
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}

/** The production tests (area PRO) as the requirements list them. */
export async function productionTests(companyCode: number): Promise<Array<{ code: string; testname: string }>> {
  await ensureSeeded('qc.production-tests', companyCode);
  const rows = await listRecords<Record<string, unknown>>('qc.production-tests', companyCode);
  return rows
    .map((row) => ({ code: String(row.code), testname: String(row.testname ?? row.name ?? row.code) }))
    .sort((a, b) => a.code.localeCompare(b.code));
}
