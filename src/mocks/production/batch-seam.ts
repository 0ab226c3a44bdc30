import { toPaise, type Paise } from '../../lib/money/money';
import { toMilli } from '../../lib/quantity/quantity';
import type { BatchPlan } from '../../modules/production/domain/ppc-types';
import { TransactionType } from '../../modules/inventory/domain/stock-row';
import { stockLedger } from '../inventory/stock-store';
import { batchesOf } from './ppc-store';

/**
 * What other folders read of the batches (issue 21): the running batches (material issues name one as their
 * department, 03-procurement §10) and a batch's material cost, Σ qtyout × rat of the issue rows (type 103) whose
 * department is the batch's record id (07-production-qc.md), as the QC screens and the costing report show it.
 */
export async function openBatches(companyCode: number): Promise<BatchPlan[]> {
  return (await batchesOf(companyCode)).filter((batch) => batch.pos === 1);
}

/** The batch's material cost in paise, and what was issued of each item (thousandths). */
export async function batchMaterialCost(companyCode: number, batchId: number): Promise<{ paise: Paise; issuedMilli: Map<string, number> }> {
  const department = String(batchId);
  let paise = 0;
  const issuedMilli = new Map<string, number>();
  for (const row of await stockLedger(companyCode)) {
    if (row.transactionType !== TransactionType.ISSUE || row.department !== department) continue;
    const milli = toMilli(row.qtyout);
    paise += Math.round((milli * toPaise(row.rat)) / 1000);
    issuedMilli.set(row.itemName, (issuedMilli.get(row.itemName) ?? 0) + milli);
  }
  return { paise, issuedMilli };
}
