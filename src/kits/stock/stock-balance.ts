import type { Paise } from '../../lib/money/money';
import { ExactValue } from './exact-value';
import { fromMilli, type Milli } from '../../lib/quantity/quantity';
import { toPaise } from '../../lib/money/money';
import { StockIndex } from './stock-index';
import { compareLots, type StockLot } from './stock-lot';
import type { StockRow } from './stock-row';

export { StockIndex } from './stock-index';
export { compareLots, type StockLot } from './stock-lot';

/**
 * The stock index of a ledger, as on a date when given (rows with dat <= asOn count): built once in
 * one pass, then asked with onHand, lotsOf, lotOf, latestReceiptRate. Fit for a million rows.
 */
export const stockIndex = (rows: readonly StockRow[], asOn?: string): StockIndex => new StockIndex(rows, asOn);

/** Stock of an item in a store in thousandths of its unit (0 when there is none). */
export const onHandMilli = (index: StockIndex, itemName: string, store: string): Milli =>
  index.onHandMilli(itemName, store);

/** Stock of an item in a store in its stock unit: Σ(qtyin − qtyout). */
export const onHand = (index: StockIndex, itemName: string, store: string): number =>
  fromMilli(index.onHandMilli(itemName, store));

/** The lots of an item in a store that still hold stock (more than 0), oldest receipt first. */
export function lotsOf(index: StockIndex, itemName: string, store: string): StockLot[] {
  return index
    .lots(itemName, store)
    .filter((lot) => lot.milli > 0)
    .sort(compareLots);
}

/** One lot of an item in a store by its GIN, whatever is left of it; undefined when the store never had it. */
export const lotOf = (index: StockIndex, itemName: string, store: string, gin: string): StockLot | undefined =>
  index.lots(itemName, store).find((lot) => lot.gin === gin);

/** Rupees per unit of the item's latest inward receipt (any store; transfers aside), undefined when it has none. */
export const latestReceiptRate = (index: StockIndex, itemName: string): number | undefined =>
  index.latestReceipt(itemName)?.rat;

/** One line of the closing stock report. */
export interface ClosingStockLine {
  store: string;
  itemName: string;
  /** Quantity in the stock unit. */
  qty: number;
  /**
   * Σ over its lots of the quantity left × the lot's receipt rate, exact, rounded once to the paisa (half away from
   * zero).
   */
  value: Paise;
}

/** String order by UTF-16 code units: locale-free and fast. */
const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Closing stock as on a date (rows with dat <= asOn), one line per store and item, sorted by store
 * then item code; items whose quantity and value are both 0 are left out. A lot issued beyond what
 * it received (bad data) counts negative at its rate. Built for a million rows: one pass over the
 * ledger, then one step per lot.
 */
export function closingStockByStore(rows: readonly StockRow[], asOn: string): ClosingStockLine[] {
  return closingStockOf(new StockIndex(rows, asOn));
}

/** The closing stock lines of an index already built (a warm server's stock balance): one step per lot. */
export function closingStockOf(index: StockIndex): ClosingStockLine[] {
  const lines: ClosingStockLine[] = [];
  for (const store of [...index.stores()].sort(byCode)) {
    for (const itemName of [...index.itemsIn(store)].sort(byCode)) {
      const value = new ExactValue();
      index.forEachLot(itemName, store, (rat, milli) => {
        if (milli !== 0) value.add(toPaise(rat), milli);
      });
      const milli = index.onHandMilli(itemName, store);
      const paise = value.paise();
      if (milli !== 0 || paise !== 0) lines.push({ store, itemName, qty: fromMilli(milli), value: paise });
    }
  }
  return lines;
}
