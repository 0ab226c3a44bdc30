import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, sumPaise, type Paise } from '../../../lib/money/money';
import { fromMilli, toMilli, type Milli } from '../../../lib/quantity/quantity';
import { TransactionType, type StockRow } from '../../../kits/stock/stock-row';
import { byCode, inQuery, ofQuery, rowValue, type StockNames, type StockQuery } from './stock-query';

/** How many items the top and least lists hold. */
export const RANKED = 10;

interface Purchased {
  itemid: string;
  receipts: Set<string>;
  milli: Milli;
  value: Paise;
}

/** What each item received by purchase (type-1 rows) in the period and store: receipts, quantity and value. */
function purchasedItems(ledger: readonly StockRow[], query: StockQuery): Purchased[] {
  const items = new Map<string, { receipts: Set<string>; milli: Milli; values: Paise[] }>();
  for (const row of ledger) {
    if (row.transactionType !== TransactionType.RECEIPT || !inQuery(query, row)) continue;
    let item = items.get(row.itemName);
    if (!item) items.set(row.itemName, (item = { receipts: new Set(), milli: 0, values: [] }));
    item.receipts.add(row.transactionId);
    item.milli += toMilli(row.qtyin);
    item.values.push(rowValue(row));
  }
  return [...items].map(([itemid, item]) => ({
    itemid,
    receipts: item.receipts,
    milli: item.milli,
    value: sumPaise(item.values),
  }));
}

/**
 * The ten items most ('top') or least ('least') purchased in the period by value, ranked; ties by item id.
 * Only items with a purchase count: the ones never purchased have their own report.
 */
export function rankedPurchaseRows(
  ledger: readonly StockRow[],
  query: StockQuery,
  names: StockNames,
  order: 'top' | 'least',
): ReportRow[] {
  const sign = order === 'top' ? -1 : 1;
  return purchasedItems(ledger, query)
    .sort((a, b) => sign * (a.value - b.value) || byCode(a.itemid, b.itemid))
    .slice(0, RANKED)
    .map((item, index) => {
      const { name, unit } = names.item(item.itemid);
      return {
        rank: index + 1,
        itemid: item.itemid,
        itemname: name,
        um: unit,
        receipts: item.receipts.size,
        qty: fromMilli(item.milli),
        value: fromPaise(item.value),
      };
    });
}

/** An item of the master as the never-purchased report needs it. */
export interface ActiveItem {
  itemid: string;
  group: string;
}

/**
 * Active items with no purchase receipt in the period (and store), with the date of their last purchase before it, if
 * any.
 */
export function neverPurchasedRows(
  ledger: readonly StockRow[],
  items: readonly ActiveItem[],
  query: StockQuery,
  names: StockNames,
): ReportRow[] {
  const bought = new Set(purchasedItems(ledger, query).map((item) => item.itemid));
  const last = new Map<string, string>();
  for (const row of ledger) {
    if (row.transactionType !== TransactionType.RECEIPT || row.dat >= query.from || !ofQuery(query, row)) continue;
    if (row.dat > (last.get(row.itemName) ?? '')) last.set(row.itemName, row.dat);
  }
  return items
    .filter((item) => !bought.has(item.itemid) && (!query.item || item.itemid === query.item))
    .sort((a, b) => byCode(a.itemid, b.itemid))
    .map((item) => ({
      itemid: item.itemid,
      itemname: names.item(item.itemid).name,
      group: item.group,
      um: names.item(item.itemid).unit,
      lastPurchase: last.get(item.itemid) ?? null,
    }));
}
