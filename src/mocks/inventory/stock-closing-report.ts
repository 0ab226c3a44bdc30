import { fromPaise, sumPaise } from '../../lib/money/money';
import type { ReportResult } from '../../engine/report/report';
import { closingStockByStore, closingStockOf } from '../../kits/stock/stock-balance';
import { itemMasters, namedMasters } from '../core/stock/stock-masters';
import { currentStock, stockLedger } from '../core/stock/stock-store';

/**
 * InvRepStocksClosingStocks `{toDate, detail?: store}`: closing stock as on the day, one row per store and
 * item (`store, storename, itemid, itemname, um, qty, value`), grouped by store with the value totalled
 * per store and overall (rupees). The contract gives no answer shape; this is the engine's report shape.
 */
export async function closingStockReport(companyCode: number, toDate: string, store: string): Promise<ReportResult> {
  const [current, { items }, stores] = await Promise.all([
    currentStock(companyCode),
    itemMasters(companyCode),
    namedMasters('inventory.stores', companyCode),
  ]);
  const storeName = new Map(stores.map((row) => [row.code, row.name]));
  // On or after the latest movement the warm stock balance answers; an earlier date reads the ledger up to it.
  const all =
    toDate >= current.lastDate
      ? closingStockOf(current.index)
      : closingStockByStore(await stockLedger(companyCode), toDate);
  const lines = all.filter((line) => !store || line.store === store);
  const rows = lines.map((line) => {
    const item = items.get(line.itemName);
    return {
      store: line.store,
      storename: storeName.get(line.store) ?? line.store,
      itemid: line.itemName,
      itemname: item?.name ?? line.itemName,
      um: item?.unit ?? '',
      qty: line.qty,
      value: fromPaise(line.value),
    };
  });
  const groups: NonNullable<ReportResult['groups']>[number][] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last?.key === line.store) last.count += 1;
    else
      groups.push({
        key: line.store,
        label: `${storeName.get(line.store) ?? line.store} (${line.store})`,
        count: 1,
        totals: {},
      });
  }
  for (const group of groups)
    group.totals = {
      value: fromPaise(sumPaise(lines.filter((line) => line.store === group.key).map((line) => line.value))),
    };
  return { rows, groups, totals: { value: fromPaise(sumPaise(lines.map((line) => line.value))) }, count: rows.length };
}
