import type { PosMenuItem } from '../../../engine/pos/domain/billing-types';
import { fromMilli } from '../../../lib/quantity/quantity';
import { ean13 } from '../../../modules/pos/counter/domain/barcode';
import type { CounterCode, CounterStock } from '../../../modules/pos/counter/domain/counter-types';
import { currentStock } from '../../inventory/stock-store';
import { rowsOf, str } from '../billing-masters';
import { goodsLinks } from '../pos-stock-goods';
import { recipeLinks, recipeOfItem } from '../pos-stock-recipes';

/**
 * An item's barcodes: its own `barcode` when the item master carries one, else an EAN-13 the demo makes
 * for it (GS1 India's 890, the company's four digits, the item's five, the check digit), so every seeded
 * item scans. Items whose code has no digits get five from their code's letters.
 */
export function demoBarcode(companyCode: number, itemCode: string): string {
  const digits = itemCode.replace(/\D/g, '');
  const serial = digits ? Number(digits.slice(-5)) : [...itemCode].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 100_000, 7);
  return ean13(`890${String(companyCode % 10_000).padStart(4, '0')}${String(serial).padStart(5, '0')}`);
}

export async function counterCodes(companyCode: number, items: readonly PosMenuItem[]): Promise<CounterCode[]> {
  const own = new Map((await rowsOf('pos.items', companyCode)).map((row) => [str(row.code), str(row.barcode)]));
  return items.map((item) => ({ code: own.get(item.code) || demoBarcode(companyCode, item.code), item: item.code }));
}

/**
 * The goods among the items (sold as themselves, the engine's rule in pos-stock-goods: no recipe, named
 * as a stocked inventory item) with the store they are drawn from and what it holds now. A settled bill
 * draws exactly these (consumeForBill), so the counter checks the same rows it will issue.
 */
export async function counterStock(companyCode: number, items: readonly Pick<PosMenuItem, 'code' | 'name'>[]): Promise<CounterStock[]> {
  const [recipes, goods, stores, stock] = await Promise.all([recipeLinks(companyCode), goodsLinks(companyCode), rowsOf('inventory.stores', companyCode), currentStock(companyCode)]);
  const storeName = new Map(stores.map((row) => [str(row.code), str(row.name)]));
  return items.flatMap((item) => {
    if (recipeOfItem(recipes, item.name)) return [];
    const link = recipeOfItem(goods, item.name);
    const part = link?.ingredients[0];
    if (!link || !part) return [];
    return [{ item: item.code, stockItem: part.ingredient, store: link.store, storeName: storeName.get(link.store) ?? link.store, unit: part.unit, onHand: fromMilli(stock.index.onHandMilli(part.ingredient, link.store)) }];
  });
}
