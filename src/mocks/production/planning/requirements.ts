import type { StockIndex } from '../../../kits/stock/stock-balance';
import { explodeAndNet } from '../../../modules/production/domain/explosion';
import type { RequirementRow } from '../../../modules/production/domain/mass-plan-rules';
import { fromMilli, type Milli } from '../../../lib/quantity/quantity';
import { currentStock } from '../../core/stock/stock-store';
import { productSetups } from '../../core/production/production-masters';
import { itemsAndGroups } from './producible';

/** Stock on hand per item id over every store, in thousandths. */
export function stockByItem(index: StockIndex): Map<string, Milli> {
  const totals = new Map<string, Milli>();
  for (const store of index.stores())
    for (const item of index.itemsIn(store)) totals.set(item, (totals.get(item) ?? 0) + index.onHandMilli(item, store));
  return totals;
}

/**
 * What the products need, every level, netted against the stock on hand today (ours: the contract nets from the
 * financial year's start; our ledger carries opening rows, so on hand is the same figure). `all`: every material,
 * else only those short (the contract's answer).
 */
export async function requirementsOf(
  companyCode: number,
  demand: ReadonlyArray<{ itemId: string; qty: number }>,
  all = false,
): Promise<RequirementRow[] | { loop: string }> {
  const [setups, { items, groups }, { index }] = await Promise.all([
    productSetups(companyCode),
    itemsAndGroups(companyCode),
    currentStock(companyCode),
  ]);
  const result = explodeAndNet(demand, setups, stockByItem(index));
  const byId = new Map(items.map((item) => [item.itemId, item]));
  if (!result.ok) return { loop: result.loop.map((id) => byId.get(id)?.name ?? id).join(' → ') };
  const groupName = new Map(groups.map((group) => [group.code, group.name]));
  return result.needs
    .filter((need) => all || need.shortageMilli > 0)
    .map((need) => {
      const item = byId.get(need.itemId);
      return {
        itemId: need.itemId,
        itemName: item?.name ?? need.itemId,
        grp: groupName.get(item?.group ?? '') ?? item?.group ?? '',
        qtyrequired: fromMilli(need.requiredMilli),
        qtyavailable: fromMilli(need.availableMilli),
        qtypending: fromMilli(need.shortageMilli),
        uom: item?.unit ?? '',
        made: need.made,
      };
    });
}
