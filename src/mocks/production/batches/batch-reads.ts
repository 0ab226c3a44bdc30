import type { BatchRequirements } from '../../../modules/production/domain/batch-wire';
import type { BatchPlan, QueueRow } from '../../../kits/production/ppc-types';
import { pendingToPlan } from '../../core/sales/order-pending';
import { massPlansOf } from '../planning/mass-plan-store';
import { employeesOf } from '../../core/people/hrd-masters';
import { batchesOf, queueOf } from '../../core/production/ppc-store';
import { processMasters, productSetups } from '../../core/production/production-masters';

/**
 * What the batch form chooses from (GetPPCBatchRequirements): set-up products with their route, order lines to plan,
 * processes, employees.
 */
export async function batchRequirements(companyCode: number): Promise<BatchRequirements> {
  const [setups, masters, employees, batches, plans] = await Promise.all([
    productSetups(companyCode),
    processMasters(companyCode),
    employeesOf(companyCode),
    batchesOf(companyCode),
    massPlansOf(companyCode),
  ]);
  const planned = new Set(
    batches
      .filter((batch) => batch.pos === 1)
      .flatMap((batch) => batch.orders.map((line) => `${line.soid}|${line.lineId}`)),
  );
  const orders = await pendingToPlan(companyCode, planned);
  return {
    products: setups.map((setup) => ({
      itemId: setup.productId,
      itemName: setup.productName,
      um: setup.um,
      processes: [...setup.processes].sort((a, b) => a.sno - b.sno),
    })),
    orders: orders.map((line) => ({
      soid: line.soid,
      sno: line.sno,
      seq: line.seq,
      partyname: line.partyname,
      itemid: line.itemid,
      itemname: line.itemname,
      pending: line.pending,
      um: line.um,
    })),
    processes: masters
      .filter((process) => process.active)
      .map((process) => ({
        recordId: process.recordId,
        processName: process.processName,
        qcRequired: process.qcRequired,
      })),
    employees: employees.map((employee) => ({ empno: employee.empno, empname: employee.empname })),
    massPlans: plans.map((plan) => ({
      recordId: plan.header.recordId,
      seq: plan.header.seq,
      dat: plan.header.dat,
      itemIds: [...new Set(plan.lines.map((line) => line.itemId))],
    })),
  };
}

/** The queue rows grouped by batch id. */
export function queueByBatch(rows: readonly QueueRow[]): Map<number, QueueRow[]> {
  const map = new Map<number, QueueRow[]>();
  for (const row of rows) map.set(row.batchId, [...(map.get(row.batchId) ?? []), row]);
  for (const list of map.values()) list.sort((a, b) => a.lineId - b.lineId);
  return map;
}

/** Where a batch stands, e.g. "2 of 4: CNC turning (queued)". */
export function stageOf(batch: BatchPlan, rows: readonly QueueRow[]): string {
  if (batch.pos === -1) return 'Cancelled';
  if (batch.pos === 0) return 'Finished';
  const last = rows.at(-1);
  if (!last) return 'No step queued';
  const state = { 1: 'queued', 0: 'done', [-1]: 'waiting for QC', 2: 'with an outsourcer' }[last.pos];
  const all = batch.processes.length;
  return last.pos === 0 && last.lineId === Math.max(...batch.processes.map((step) => step.sno))
    ? 'All steps done: final QC'
    : `${last.lineId} of ${all}: ${last.processName} (${state})`;
}

/** Every batch with its queue rows. */
export async function batchesWithQueue(companyCode: number) {
  const [batches, rows] = await Promise.all([batchesOf(companyCode), queueOf(companyCode)]);
  const byBatch = queueByBatch(rows);
  return batches.map((batch) => ({ batch, rows: byBatch.get(batch.recordId) ?? [] }));
}
