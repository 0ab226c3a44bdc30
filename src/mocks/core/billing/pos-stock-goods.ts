import { isActive, str } from './billing-masters';
import { rowsOf } from '../seeded-rows';
import type { RecipeLink } from './pos-stock-recipes';

type Row = Record<string, unknown>;

const nameKey = (name: string) => name.trim().toLowerCase();
const rowsIn = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/**
 * Goods sold as themselves: a POS item with no recipe whose name is a stocked inventory item's (a shop's
 * packet of sugar, a bottle of water) draws that item, one stock unit per piece sold. It is drawn from the
 * store its opening stock is kept in (the first one listed), else the company's first main store or
 * warehouse, else its first store. Keyed by the item's name in lower case, like recipeLinks; a recipe wins.
 */
export async function goodsLinks(companyCode: number): Promise<Map<string, RecipeLink>> {
  const [items, opening, stores] = await Promise.all([
    rowsOf('inventory.items', companyCode),
    rowsOf('inventory.opening-stock', companyCode),
    rowsOf('inventory.stores', companyCode),
  ]);
  const active = stores.filter(isActive);
  const fallback = str((active.find((row) => row.storeType === 'MAIN' || row.storeType === 'WH') ?? active[0])?.code);
  const keptIn = new Map<string, string>();
  for (const entry of opening) {
    const first = rowsIn(entry.stores)[0];
    if (first && !keptIn.has(str(entry.item))) keptIn.set(str(entry.item), str(first.store));
  }
  const links = new Map<string, RecipeLink>();
  for (const item of items) {
    if (item.inventory === false || !isActive(item)) continue;
    const itemId = str(item.itemId);
    links.set(nameKey(str(item.name)), {
      recipe: '',
      batchSize: 1,
      ingredients: [{ ingredient: itemId, quantity: 1, unit: str(item.unit) }],
      store: keptIn.get(itemId) || fallback,
      kitchen: '',
    });
  }
  return links;
}
