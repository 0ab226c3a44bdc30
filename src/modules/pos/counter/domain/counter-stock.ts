import { formatQuantity, fromMilli, toMilli, type Milli } from '../../../../lib/quantity/quantity';
import type { CounterLine } from './counter-lines';
import type { CounterStock } from './counter-types';

/** What a sale asks of one stock item in one store, against what the store holds. */
export interface GoodsNeed {
  names: string[]; // the sale's items that draw it (usually one)
  stockItem: string;
  store: string;
  storeName: string;
  unit: string;
  wanted: Milli;
  onHand: Milli;
}

/**
 * A sale's lines as goods needs (one stock unit per piece, summed per stock item and store); lines of other items need
 * nothing.
 */
export function goodsNeeds(
  lines: readonly Pick<CounterLine, 'itemId' | 'itemName' | 'qty'>[],
  stock: readonly CounterStock[],
): GoodsNeed[] {
  const ofItem = new Map(stock.map((row) => [row.item, row]));
  const needs = new Map<string, GoodsNeed>();
  for (const line of lines) {
    const row = ofItem.get(line.itemId);
    if (!row) continue;
    const key = `${row.stockItem}|${row.store}`;
    const need = needs.get(key) ?? {
      names: [],
      stockItem: row.stockItem,
      store: row.store,
      storeName: row.storeName,
      unit: row.unit,
      wanted: 0,
      onHand: toMilli(row.onHand),
    };
    if (!need.names.includes(line.itemName)) need.names.push(line.itemName);
    need.wanted += toMilli(line.qty);
    needs.set(key, need);
  }
  return [...needs.values()];
}

/**
 * The counter sells goods only from stock: every need beyond what its store holds, named. The client shows
 * them as the lines are rung up; the server refuses the sale with the same words (checked against the
 * stock at that moment), and the cashier's lines stay.
 */
export function stockProblems(needs: readonly GoodsNeed[]): string[] {
  return needs
    .filter((need) => need.wanted > need.onHand)
    .map((need) => {
      const has = formatQuantity(fromMilli(Math.max(0, need.onHand)), need.unit);
      const asks = formatQuantity(fromMilli(need.wanted), need.unit);
      return `${need.names.join(' and ')}: only ${has} in ${need.storeName || need.store}, the bill asks ${asks}.`;
    });
}
