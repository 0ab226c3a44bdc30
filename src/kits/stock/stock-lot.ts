import type { Milli } from '../../lib/quantity/quantity';

/** One lot (item + store + GIN): what is left of it and the details of its receipt. */
export interface StockLot {
  gin: string;
  batchNo: string;
  manudate: string;
  expdate: string;
  stdum: string;
  /** Rupees per stock unit of its receipt (the lot's earliest receipt row in this store). */
  rat: number;
  /**
   * When the lot came into this store (that receipt's date); a lot without a receipt row keeps its first row's date.
   */
  receivedOn: string;
  /** What is left, in thousandths of the stock unit (fromMilli gives the quantity). */
  milli: Milli;
}

/** Lots first in, first out: the earlier receivedOn first, then the lower GIN. */
export const compareLots = (a: StockLot, b: StockLot): number =>
  a.receivedOn < b.receivedOn ? -1 : a.receivedOn > b.receivedOn ? 1 : a.gin < b.gin ? -1 : a.gin > b.gin ? 1 : 0;
