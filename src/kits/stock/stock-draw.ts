import type { Milli } from '../../lib/quantity/quantity';
import { lotsOf, type StockIndex, type StockLot } from './stock-balance';

/** A quantity drawn from one lot. */
export interface Draw {
  lot: StockLot;
  milli: Milli;
}

const keyOf = (itemName: string, store: string): string => `${store}\u0000${itemName}`;

/**
 * Draws stock for the lines of one document from an index, remembering what earlier lines took,
 * so two lines of the same item cannot both take the same kilo. Lots are drawn oldest receipt
 * first (FIFO) unless a line names its GIN. Never more than the book stock of the item in the
 * store, even when its lots disagree with the total (bad data).
 */
export class StockDrawer {
  private readonly lots = new Map<string, StockLot[]>();
  private readonly takenFromLot = new Map<StockLot, Milli>();
  private readonly takenInStore = new Map<string, Milli>();

  constructor(private readonly index: StockIndex) {}

  /** What earlier draws of this document took of an item in a store. */
  taken(itemName: string, store: string): Milli {
    return this.takenInStore.get(keyOf(itemName, store)) ?? 0;
  }

  /** What is still there to draw of an item in a store (of one GIN when given), in thousandths. */
  available(itemName: string, store: string, gin?: string): Milli {
    const inStore = this.index.onHandMilli(itemName, store) - this.taken(itemName, store);
    let inLots = 0;
    for (const lot of this.lotsFor(itemName, store, gin)) inLots += this.leftOf(lot);
    return Math.max(0, Math.min(inStore, inLots));
  }

  /**
   * Takes `milli` thousandths (more than 0): the draws, oldest lot first, or null (and nothing taken) when there is not
   * enough.
   */
  take(itemName: string, store: string, milli: Milli, gin?: string): Draw[] | null {
    if (!(milli > 0) || milli > this.available(itemName, store, gin)) return null;
    const draws: Draw[] = [];
    let wanted = milli;
    for (const lot of this.lotsFor(itemName, store, gin)) {
      const part = Math.min(wanted, this.leftOf(lot));
      if (part <= 0) continue;
      draws.push({ lot, milli: part });
      this.takenFromLot.set(lot, (this.takenFromLot.get(lot) ?? 0) + part);
      wanted -= part;
      if (wanted === 0) break;
    }
    const key = keyOf(itemName, store);
    this.takenInStore.set(key, (this.takenInStore.get(key) ?? 0) + milli);
    return draws;
  }

  private leftOf(lot: StockLot): Milli {
    return lot.milli - (this.takenFromLot.get(lot) ?? 0);
  }

  /** The item's lots in the store holding stock, oldest first (read once per document), or the one GIN asked for. */
  private lotsFor(itemName: string, store: string, gin: string | undefined): StockLot[] {
    const key = keyOf(itemName, store);
    let lots = this.lots.get(key);
    if (lots === undefined) this.lots.set(key, (lots = lotsOf(this.index, itemName, store)));
    return gin === undefined ? lots : lots.filter((lot) => lot.gin === gin);
  }
}
