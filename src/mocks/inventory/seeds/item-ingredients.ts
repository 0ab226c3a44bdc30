import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';
import { itemSeed } from '../../core/stock/seeds/items';
import { RECIPES } from './kit-recipes';
import { simpleItemCodeOf } from './simple-items';

/** The id of a trade's stock item by name (recipes name items, so a typo fails the seed tests). */
export function itemIdOf(profile: TradeProfile, name: string): string {
  const item = itemSeed(profile).find((row) => row.name === name);
  if (!item) throw new Error(`No ${profile} item named ${name}`);
  return item.itemId;
}

/** The recipes of a company's trade, by simple item. */
export function itemIngredientSeed(company: DemoCompany) {
  const profile = tradeProfile(company.pCode);
  return RECIPES[profile].map(([item, batchSize, method, ingredients], n) => ({
    code: `RCP-${String(n + 1).padStart(3, '0')}`,
    item: simpleItemCodeOf(profile, item),
    batchSize,
    method,
    ingredients: ingredients.map(([name, quantity, unit]) => ({ ingredient: itemIdOf(profile, name), quantity, unit })),
  }));
}
