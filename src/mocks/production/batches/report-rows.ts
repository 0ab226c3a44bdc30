import type { ReportRow } from '../../../engine/report/report';
import { fromPaise } from '../../../lib/money/money';
import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { BatchPlan, QueueRow } from '../../../kits/production/ppc-types';
import { itemMasters } from '../../core/stock/stock-masters';
import { batchIssues, outsourcingCharges } from '../../core/production/batch-seam';
import { productSetups } from '../../core/production/production-masters';
import { batchesWithQueue } from './batch-reads';

export interface Period {
  from: string;
  to: string;
}
const STATUS: Record<number, string> = { 1: 'Queued', [-1]: 'Waiting for QC', 2: 'With an outsourcer' };
const daysBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
const within = (batch: BatchPlan, period: Period) =>
  batch.pos >= 0 && batch.fromDate <= period.to && batch.toDate >= period.from;

/** The steps still to do of the batches running in the period: queued, waiting for QC, with an outsourcer. */
export async function pendingRows(companyCode: number, period: Period, today: string): Promise<ReportRow[]> {
  return (await batchesWithQueue(companyCode))
    .filter(({ batch }) => batch.pos === 1 && within(batch, period))
    .flatMap(({ batch, rows }) =>
      rows
        .filter((row: QueueRow) => row.pos !== 0)
        .map((row) => {
          const step = batch.processes.find((process) => process.sno === row.lineId);
          const since = row.pos === 1 ? row.queuedOn : (row.doneOn ?? row.queuedOn);
          return {
            batchno: batch.batchNo,
            product: batch.itemName,
            step: `${row.lineId} of ${batch.processes.length}`,
            process: row.processName,
            incharge: step?.processIncharge ?? '',
            status: STATUS[row.pos] ?? '',
            qty: row.qty,
            um: batch.um,
            since,
            days: daysBetween(since, today),
          };
        }),
    );
}

/** The quantity a batch made: what its final QC put into stock, else what its last done step passed. */
const madeOf = (batch: BatchPlan, rows: readonly QueueRow[]) =>
  batch.finished?.qty ?? [...rows].reverse().find((row) => row.pos === 0)?.qtyDone ?? 0;

/** Each batch's issued material at its rate and its outsourcing charges, with the cost per unit of the batch. */
export async function costingRows(companyCode: number, period: Period): Promise<ReportRow[]> {
  const [batches, issues, charges, { items }] = await Promise.all([
    batchesWithQueue(companyCode),
    batchIssues(companyCode),
    outsourcingCharges(companyCode),
    itemMasters(companyCode),
  ]);
  return batches
    .filter(({ batch }) => within(batch, period))
    .flatMap(({ batch }) => {
      const perUnit = (paise: number) =>
        batch.qty > 0 ? fromPaise(Math.round((paise * 1000) / toMilli(batch.qty))) : 0;
      const head = { batchno: batch.batchNo, product: batch.itemName, batchqty: batch.qty };
      const materials = [...(issues.get(batch.recordId) ?? new Map()).entries()].map(([itemId, issued]) => {
        const item = items.get(itemId);
        return {
          ...head,
          material: item?.name ?? itemId,
          issued: fromMilli(issued.milli),
          um: item?.unit ?? '',
          rate: issued.milli > 0 ? fromPaise(Math.round((issued.paise * 1000) / issued.milli)) : 0,
          amount: fromPaise(issued.paise),
          perunit: perUnit(issued.paise),
        };
      });
      const outside = (charges.get(batch.recordId) ?? []).map((charge) => ({
        ...head,
        material: charge.label,
        issued: null,
        um: '',
        rate: null,
        amount: fromPaise(charge.paise),
        perunit: perUnit(charge.paise),
      }));
      return [...materials, ...outside];
    });
}

/**
 * Issued − the set-up's standard (per unit × the quantity made) for each ingredient of each batch, at the issued rate.
 */
export async function wastageRows(companyCode: number, period: Period): Promise<ReportRow[]> {
  const [batches, issues, setups, { items }] = await Promise.all([
    batchesWithQueue(companyCode),
    batchIssues(companyCode),
    productSetups(companyCode),
    itemMasters(companyCode),
  ]);
  return batches
    .filter(({ batch }) => within(batch, period))
    .flatMap(({ batch, rows }) => {
      const made = madeOf(batch, rows);
      const issued = issues.get(batch.recordId) ?? new Map<string, { milli: number; paise: number }>();
      const setup = setups.find((candidate) => candidate.productId === batch.itemId);
      const standard = new Map(
        (setup?.ingredients ?? []).map((ingredient) => [ingredient.itemId, Math.round(toMilli(ingredient.qty) * made)]),
      );
      const ids = [...new Set([...issued.keys(), ...standard.keys()])];
      return ids.map((itemId) => {
        const out = issued.get(itemId) ?? { milli: 0, paise: 0 };
        const std = standard.get(itemId) ?? 0;
        const waste = out.milli - std;
        const value = out.milli > 0 ? Math.round((waste * out.paise) / out.milli) : 0;
        return {
          batchno: batch.batchNo,
          product: batch.itemName,
          made,
          material: items.get(itemId)?.name ?? itemId,
          issued: fromMilli(out.milli),
          standard: fromMilli(std),
          wastage: fromMilli(waste),
          um: items.get(itemId)?.unit ?? '',
          percent: std > 0 ? Math.round((waste * 10000) / std) / 100 : null,
          value: fromPaise(value),
        };
      });
    });
}
