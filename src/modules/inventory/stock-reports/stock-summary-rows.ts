import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, sumPaise, type Paise } from '../../../lib/money/money';
import { fromMilli, toMilli, type Milli } from '../../../lib/quantity/quantity';
import type { ClosingStockLine, StockIndex } from '../../../kits/stock/stock-balance';
import { isIssueType, type StockRow } from '../../../kits/stock/stock-row';
import { byCode, inQuery, rowValue, type StockNames, type StockQuery } from './stock-query';

interface Total {
  milli: Milli;
  values: Paise[];
}
const zero = (): Total => ({ milli: 0, values: [] });
const add = (total: Total, milli: Milli, value: Paise) => {
  total.milli += milli;
  total.values.push(value);
};
const qty = (total: Total | undefined) => fromMilli(total?.milli ?? 0);
const money = (total: Total | undefined) => fromPaise(sumPaise(total?.values ?? []));

/** Closing stock lines (of the query's store and item) summed per item across stores. */
function perItem(lines: readonly ClosingStockLine[], query: StockQuery): Map<string, Total & { stores: number }> {
  const items = new Map<string, Total & { stores: number }>();
  for (const line of lines) {
    if ((query.store && line.store !== query.store) || (query.item && line.itemName !== query.item)) continue;
    let total = items.get(line.itemName);
    if (!total) items.set(line.itemName, (total = { ...zero(), stores: 0 }));
    add(total, toMilli(line.qty), line.value);
    total.stores += 1;
  }
  return items;
}

/** Consolidated stock as on a day: per item, its quantity and value over the stores holding it. */
export function consolidatedStockRows(
  lines: readonly ClosingStockLine[],
  query: StockQuery,
  names: StockNames,
): ReportRow[] {
  return [...perItem(lines, query)]
    .sort(([a], [b]) => byCode(a, b))
    .map(([itemid, total]) => {
      const item = names.item(itemid);
      return { itemid, itemname: item.name, um: item.unit, stores: total.stores, qty: qty(total), value: money(total) };
    });
}

/**
 * Item-wise consolidations over a period: per item, the opening stock (the closing stock of the day
 * before), what came in and went out in the period at the rows' rates, and the closing stock (valued lot
 * by lot as the closing stock report does). Items with nothing in any column are left out.
 */
export function consolidationRows(
  ledger: readonly StockRow[],
  opening: readonly ClosingStockLine[],
  closing: readonly ClosingStockLine[],
  query: StockQuery,
  names: StockNames,
): ReportRow[] {
  const received = new Map<string, Total>();
  const issued = new Map<string, Total>();
  for (const row of ledger) {
    if (!inQuery(query, row)) continue;
    const totals = isIssueType(row.transactionType) ? issued : received;
    if (!totals.has(row.itemName)) totals.set(row.itemName, zero());
    add(totals.get(row.itemName)!, toMilli(row.qtyin) + toMilli(row.qtyout), rowValue(row));
  }
  const [first, last] = [perItem(opening, query), perItem(closing, query)];
  const ids = new Set([...first.keys(), ...received.keys(), ...issued.keys(), ...last.keys()]);
  return [...ids].sort(byCode).map((itemid) => {
    const item = names.item(itemid);
    const [o, r, i, c] = [first.get(itemid), received.get(itemid), issued.get(itemid), last.get(itemid)];
    return {
      itemid,
      itemname: item.name,
      um: item.unit,
      openingQty: qty(o),
      receivedQty: qty(r),
      issuedQty: qty(i),
      closingQty: qty(c),
      openingValue: money(o),
      receivedValue: money(r),
      issuedValue: money(i),
      closingValue: money(c),
    };
  });
}

/**
 * Stock snapshot as on a day: per store, the items it holds, the lots (quantity lines) holding stock, and the value.
 */
export function snapshotRows(
  index: StockIndex,
  lines: readonly ClosingStockLine[],
  query: StockQuery,
  names: StockNames,
): ReportRow[] {
  const stores = [...new Set(lines.map((line) => line.store))].filter((store) => !query.store || store === query.store);
  return stores.map((store) => {
    const held = lines.filter((line) => line.store === store);
    const lots = held.reduce(
      (count, line) => count + index.lots(line.itemName, store).filter((lot) => lot.milli !== 0).length,
      0,
    );
    return {
      store,
      storename: names.store(store),
      items: held.length,
      lots,
      value: fromPaise(sumPaise(held.map((line) => line.value))),
    };
  });
}
