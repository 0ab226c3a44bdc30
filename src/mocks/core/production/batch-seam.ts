import { toPaise, type Paise } from '../../../lib/money/money';
import { toMilli } from '../../../lib/quantity/quantity';
import type { BatchPlan } from '../../../kits/production/ppc-types';
import { TransactionType } from '../../../kits/stock/stock-row';
import { listRecords } from '../record-store';
import { stockLedger } from '../stock/stock-store';
import { batchesOf } from './ppc-store';

/**
 * What other folders read of the batches: the running batches (material issues name one as their
 * department, 03-procurement §10) and a batch's material cost, Σ qtyout × rat of the issue rows (type 103) whose
 * department is the batch's record id (07-production-qc.md), as the QC screens and the costing report show it.
 */
export async function openBatches(companyCode: number): Promise<BatchPlan[]> {
  return (await batchesOf(companyCode)).filter((batch) => batch.pos === 1);
}

/** What was issued to each batch (by batch id), per item: thousandths and paise. */
export async function batchIssues(
  companyCode: number,
): Promise<Map<number, Map<string, { milli: number; paise: Paise }>>> {
  const byBatch = new Map<number, Map<string, { milli: number; paise: Paise }>>();
  for (const row of await stockLedger(companyCode)) {
    if (row.transactionType !== TransactionType.ISSUE || !/^\d+$/.test(row.department)) continue;
    const batchId = Number(row.department);
    const items = byBatch.get(batchId) ?? new Map<string, { milli: number; paise: Paise }>();
    const milli = toMilli(row.qtyout);
    const before = items.get(row.itemName) ?? { milli: 0, paise: 0 };
    items.set(row.itemName, {
      milli: before.milli + milli,
      paise: before.paise + Math.round((milli * toPaise(row.rat)) / 1000),
    });
    byBatch.set(batchId, items);
  }
  return byBatch;
}

/** The batch's material cost in paise, and what was issued of each item (thousandths). */
export async function batchMaterialCost(
  companyCode: number,
  batchId: number,
): Promise<{ paise: Paise; issuedMilli: Map<string, number> }> {
  const items = (await batchIssues(companyCode)).get(batchId) ?? new Map<string, { milli: number; paise: Paise }>();
  let paise = 0;
  const issuedMilli = new Map<string, number>();
  for (const [itemId, issued] of items) {
    paise += issued.paise;
    issuedMilli.set(itemId, issued.milli);
  }
  return { paise, issuedMilli };
}

type Raw = Record<string, unknown>;
const numberOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

/**
 * The outsourcing charges of each batch (the outsourcings' store `production.outsourcings`, read raw: the charge kept,
 * or qty × rate).
 */
export async function outsourcingCharges(
  companyCode: number,
): Promise<Map<number, Array<{ label: string; paise: Paise }>>> {
  const charges = new Map<number, Array<{ label: string; paise: Paise }>>();
  for (const raw of await listRecords<Raw>('production.outsourcings', companyCode)) {
    const record = typeof raw.header === 'object' && raw.header !== null ? { ...raw, ...(raw.header as Raw) } : raw;
    if (numberOf(record.pos) === -1 || record.cancelled === true) continue;
    const batchId = numberOf(record.batchid ?? record.batchId);
    const kept = numberOf(record.charge);
    const rupees = Number.isFinite(kept) ? kept : numberOf(record.qty) * numberOf(record.rate);
    if (!Number.isInteger(batchId) || !Number.isFinite(rupees) || rupees <= 0) continue;
    const label =
      `Outsourcing ${String(record.outsourcingNo ?? record.seq ?? '')} ${String(record.processName ?? record.processname ?? '')}`
        .replace(/\s+/g, ' ')
        .trim();
    charges.set(batchId, [...(charges.get(batchId) ?? []), { label, paise: toPaise(Math.round(rupees * 100) / 100) }]);
  }
  return charges;
}
