import type { ReportRow } from '../../../engine/report/report';
import { demandOf } from '../../../modules/production/domain/mass-plan-rules';
import { TransactionType } from '../../../kits/stock/stock-row';
import { toMilli, fromMilli } from '../../../lib/quantity/quantity';
import { stockLedger } from '../../core/stock/stock-store';
import { massPlansOf } from './mass-plan-store';
import { requirementsOf } from './requirements';

const inPeriod = (dat: string, from: string, to: string) => dat.slice(0, 10) >= from && dat.slice(0, 10) <= to;

/**
 * Planned (the plans dated in the period) against finished (production receipts, type 3, in the period), per product.
 */
export async function achievementRows(companyCode: number, from: string, to: string): Promise<ReportRow[]> {
  const plans = (await massPlansOf(companyCode)).filter((plan) => inPeriod(plan.header.dat, from, to));
  const products = new Map<string, { itemName: string; um: string; planned: number; plans: Set<string> }>();
  for (const plan of plans)
    for (const line of plan.lines) {
      const row = products.get(line.itemId) ?? {
        itemName: line.itemName,
        um: line.um,
        planned: 0,
        plans: new Set<string>(),
      };
      row.planned += toMilli(line.qty);
      row.plans.add(plan.header.seq);
      products.set(line.itemId, row);
    }
  const finished = new Map<string, number>();
  for (const row of await stockLedger(companyCode)) {
    if (row.transactionType === TransactionType.PRODUCTION && products.has(row.itemName) && inPeriod(row.dat, from, to))
      finished.set(row.itemName, (finished.get(row.itemName) ?? 0) + toMilli(row.qtyin) - toMilli(row.qtyout));
  }
  return [...products].map(([itemId, row]) => {
    const done = finished.get(itemId) ?? 0;
    return {
      itemName: row.itemName,
      um: row.um,
      plans: [...row.plans].join(', '),
      planned: fromMilli(row.planned),
      finished: fromMilli(done),
      balance: fromMilli(Math.max(0, row.planned - done)),
      achievedPer: row.planned > 0 ? Math.round((done * 10000) / row.planned) / 100 : 0,
    };
  });
}

/** Every material the plans dated in the period need, every level, against stock on hand today. */
export async function materialRows(companyCode: number, from: string, to: string): Promise<ReportRow[] | string> {
  const plans = (await massPlansOf(companyCode)).filter((plan) => inPeriod(plan.header.dat, from, to));
  if (plans.length === 0) return [];
  const needs = await requirementsOf(companyCode, demandOf(plans.flatMap((plan) => plan.lines)), true);
  if ('loop' in needs) return `The product set-ups make a loop: ${needs.loop}.`;
  return needs.map(({ made, ...row }) => ({ ...row, source: made ? 'Made here' : 'Bought' }));
}
