import { str, num, isActive } from './billing-masters';
import { rowsOf } from '../seeded-rows';

type Row = Record<string, unknown>;

export interface RecipeIngredient {
  ingredient: string; // inventory item id (ITM-0001)
  quantity: number; // in `unit`, for one batch
  unit: string;
}

/** A POS item's recipe and the store its kitchen draws from. */
export interface RecipeLink {
  recipe: string; // RCP-001
  batchSize: number;
  ingredients: RecipeIngredient[];
  store: string;
  kitchen: string; // '' when no kitchen prepares the item (its store is the fallback)
}

export interface StockItemUnits {
  name: string;
  unit: string; // the stock unit
  inventory: boolean; // false: no stock is kept (services)
  factors: ReadonlyMap<string, number>; // other unit → how many stock units one of it is (GM in KG: 0.001)
}

const nameKey = (name: string) => name.trim().toLowerCase();
const rowsIn = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/**
 * How the demo's masters tie a menu item to its recipe (there is no item id shared between them): the POS
 * item's name is a simple item's name (inventory.simple-items), the recipe (inventory.item-ingredients) names
 * the simple item, and the kitchen that prepares it (inventory.kitchen-items) draws from its store
 * (inventory.kitchens). An item no kitchen lists draws from the first kitchen store (type KIT), else the
 * company's first store. Keyed by the item's name in lower case.
 */
export async function recipeLinks(companyCode: number): Promise<Map<string, RecipeLink>> {
  const [simple, recipes, kitchenItems, kitchens, stores] = await Promise.all([
    rowsOf('inventory.simple-items', companyCode),
    rowsOf('inventory.item-ingredients', companyCode),
    rowsOf('inventory.kitchen-items', companyCode),
    rowsOf('inventory.kitchens', companyCode),
    rowsOf('inventory.stores', companyCode),
  ]);
  const activeStores = stores.filter(isActive);
  const fallbackStore = str((activeStores.find((row) => row.storeType === 'KIT') ?? activeStores[0])?.code);
  const storeOfKitchen = new Map(kitchens.filter(isActive).map((row) => [str(row.code), str(row.store)]));
  const kitchenOf = new Map<string, string>();
  for (const list of kitchenItems)
    for (const line of rowsIn(list.items))
      if (!kitchenOf.has(str(line.item))) kitchenOf.set(str(line.item), str(list.kitchen));
  const recipeOf = new Map(recipes.map((row) => [str(row.item), row]));
  const links = new Map<string, RecipeLink>();
  for (const item of simple) {
    const recipe = recipeOf.get(str(item.code));
    if (!recipe) continue;
    const kitchen = kitchenOf.get(str(item.code)) ?? '';
    links.set(nameKey(str(item.name)), {
      recipe: str(recipe.code),
      batchSize: num(recipe.batchSize) || 1,
      ingredients: rowsIn(recipe.ingredients).map((line) => ({
        ingredient: str(line.ingredient),
        quantity: num(line.quantity),
        unit: str(line.unit),
      })),
      store: storeOfKitchen.get(kitchen) || fallbackStore,
      kitchen,
    });
  }
  return links;
}

export const recipeOfItem = (links: ReadonlyMap<string, RecipeLink>, itemName: string) => links.get(nameKey(itemName));

/** The inventory items with their stock unit and the other units they are counted in. */
export async function stockItemUnits(companyCode: number): Promise<Map<string, StockItemUnits>> {
  return new Map(
    (await rowsOf('inventory.items', companyCode)).map((row) => [
      str(row.itemId),
      {
        name: str(row.name),
        unit: str(row.unit),
        inventory: row.inventory !== false,
        factors: new Map(rowsIn(row.units).map((line) => [str(line.unit), num(line.factor)])),
      },
    ]),
  );
}

/**
 * How many stock units one `unit` is (1 for the stock unit itself), or undefined when the item is not counted in it.
 */
export function unitFactor(item: StockItemUnits, unit: string): number | undefined {
  if (!unit || unit === item.unit) return 1;
  const factor = item.factors.get(unit);
  return factor && factor > 0 ? factor : undefined;
}
