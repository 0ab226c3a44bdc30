import type { ReportRow } from '../../../engine/report/report';
import type { ClosingStockLine } from '../../../kits/stock/stock-balance';
import { fromPaise, sumPaise } from '../../../lib/money/money';
import { divideByQuantity } from '../../../lib/money/money-arithmetic';
import { byCode, type StockNames } from './stock-query';

/*
 * How the hotel and restaurant variant's masters tie stock to an F&B service: the service's menus (F&B service-wise
 * items) offer prepared items, each prepared item's recipe (item-wise ingredients) uses stock items, and the service's
 * kitchen draws them from one store. The customer's server read the same chain (service menus, then the ingredients
 * of what they sell) in the closing stock of a service.
 */

/** An F&B service with the store its kitchen draws from ('' when the kitchen names none). */
export interface FnbService {
  code: string;
  name: string;
  store: string;
}

/** The masters of the chain: each service's menu items and each prepared item's ingredients (stock item ids). */
export interface FnbChain {
  services: readonly FnbService[];
  /** Prepared items offered, by service code. */
  menuItems: ReadonlyMap<string, readonly string[]>;
  /** Stock items used, by prepared item code. */
  ingredients: ReadonlyMap<string, readonly string[]>;
}

/** The stock items a service's menu uses, by id. */
export function serviceIngredients(chain: FnbChain, service: string): string[] {
  const used = new Set<string>();
  for (const item of chain.menuItems.get(service) ?? [])
    for (const ingredient of chain.ingredients.get(item) ?? []) used.add(ingredient);
  return [...used].sort(byCode);
}

/** The report's rows and its grand total value (rupees). */
export interface FnbStock {
  rows: ReportRow[];
  /**
   * Each item of a store counted once, however many services list it (services sharing a kitchen list the same
   * stock): the value the stores hold for the services, not the sum of the services' subtotals.
   */
  value: number;
}

/**
 * Closing stock per F&B service: for each service (in the master's order), the stock items its menu's recipes use
 * that its kitchen's store holds on the day: quantity, rate (the value over the quantity, to the paisa) and value.
 * Items without stock there are left out, as the closing stock report leaves them out.
 */
export function fnbClosingStock(chain: FnbChain, lines: readonly ClosingStockLine[], names: StockNames): FnbStock {
  const stock = new Map(lines.map((line) => [`${line.store}\u0000${line.itemName}`, line]));
  const counted = new Set<ClosingStockLine>();
  const rows = chain.services.flatMap((service) =>
    serviceIngredients(chain, service.code).flatMap((itemId): ReportRow[] => {
      const line = stock.get(`${service.store}\u0000${itemId}`);
      if (!line || line.qty === 0) return [];
      counted.add(line);
      const item = names.item(itemId);
      return [
        {
          service: `${service.name} (${service.code})`,
          store: names.store(service.store),
          itemid: itemId,
          itemname: item.name,
          um: item.unit,
          qty: line.qty,
          rat: fromPaise(divideByQuantity(line.value, line.qty)),
          value: fromPaise(line.value),
        },
      ];
    }),
  );
  return { rows, value: fromPaise(sumPaise([...counted].map((line) => line.value))) };
}
