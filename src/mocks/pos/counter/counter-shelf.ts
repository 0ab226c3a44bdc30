import type { PosMenuItem } from '../../../kits/billing/domain/master-types';
import { fromMilli } from '../../../lib/quantity/quantity';
import type { CounterCode, CounterStock } from '../../../modules/pos/counter/domain/counter-types';
import { currentStock } from '../../core/stock/stock-store';
import { str } from '../../core/billing/billing-masters';
import { rowsOf } from '../../core/seeded-rows';
import { goodsLinks } from '../../core/billing/pos-stock-goods';
import { recipeLinks, recipeOfItem } from '../../core/billing/pos-stock-recipes';
import { demoBarcode } from '../seeds/items';

/**
 * An item's barcode: its own (the item master's `barcode`), else the demo's made-up EAN-13 (seeds/items.ts), so every
 * item scans.
 */
export async function counterCodes(companyCode: number, items: readonly PosMenuItem[]): Promise<CounterCode[]> {
  const own = new Map((await rowsOf('pos.items', companyCode)).map((row) => [str(row.code), str(row.barcode)]));
  return items.map((item) => ({ code: own.get(item.code) || demoBarcode(companyCode, item.code), item: item.code }));
}

/**
 * The goods among the items (sold as themselves, the engine's rule in pos-stock-goods: no recipe, named
 * as a stocked inventory item) with the store they are drawn from and what it holds now. A settled bill
 * draws exactly these (consumeForBill), so the counter checks the same rows it will issue.
 */
export async function counterStock(
  companyCode: number,
  items: readonly Pick<PosMenuItem, 'code' | 'name'>[],
): Promise<CounterStock[]> {
  const [recipes, goods, stores, stock] = await Promise.all([
    recipeLinks(companyCode),
    goodsLinks(companyCode),
    rowsOf('inventory.stores', companyCode),
    currentStock(companyCode),
  ]);
  const storeName = new Map(stores.map((row) => [str(row.code), str(row.name)]));
  return items.flatMap((item) => {
    if (recipeOfItem(recipes, item.name)) return [];
    const link = recipeOfItem(goods, item.name);
    const part = link?.ingredients[0];
    if (!link || !part) return [];
    return [
      {
        item: item.code,
        stockItem: part.ingredient,
        store: link.store,
        storeName: storeName.get(link.store) ?? link.store,
        unit: part.unit,
        onHand: fromMilli(stock.index.onHandMilli(part.ingredient, link.store)),
      },
    ];
  });
}
