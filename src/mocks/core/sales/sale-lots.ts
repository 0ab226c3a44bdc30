import { fromMilli } from '../../../lib/quantity/quantity';
import { lotsOf } from '../../../kits/stock/stock-balance';
import type { StockIndex } from '../../../kits/stock/stock-balance';
import type { StoreLot } from '../../../modules/pos/stock-sales/domain/sale-requirements';
import { currentStock } from '../stock/stock-store';

/** The lots of an item in a store with something in them, oldest first. */
export function storeLots(index: StockIndex, itemId: string, store: string): StoreLot[] {
  return lotsOf(index, itemId, store).map((lot) => ({
    store,
    itemid: itemId,
    gin: lot.gin,
    batchno: lot.batchNo,
    manudate: lot.manudate,
    expdate: lot.expdate,
    available: fromMilli(lot.milli),
    rat: lot.rat,
  }));
}

/** Every lot of every store with something in it (the stock as it stands: an invoice is dated today). */
export async function everyStoreLot(companyCode: number): Promise<StoreLot[]> {
  const { index } = await currentStock(companyCode);
  const lots: StoreLot[] = [];
  for (const store of index.stores())
    for (const itemId of index.itemsIn(store)) lots.push(...storeLots(index, itemId, store));
  return lots.sort((a, b) => a.store.localeCompare(b.store) || a.itemid.localeCompare(b.itemid));
}

/** Stock of an item over every store, in thousandths. */
export function stockEverywhereMilli(index: StockIndex, itemId: string): number {
  let milli = 0;
  for (const store of index.stores()) milli += index.onHandMilli(itemId, store);
  return milli;
}
