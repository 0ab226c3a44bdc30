import { LotDirectory, NO_LOT } from './lot-directory';
import { toMilli, type Milli } from '../../lib/quantity/quantity';
import type { StockLot } from './stock-lot';
import { isInwardReceiptType, isReceiptType, type StockRow } from './stock-row';

/** Is a row's date (yyyy-MM-dd, or with a time after it) on or before `asOn`? */
const onOrBefore = (dat: string, asOn: string): boolean => dat <= asOn || dat.startsWith(asOn);

/**
 * Stock on hand per store + item and per lot, built in one pass over the ledger (rows in any
 * order), as on a date when given. Made for a million rows: numbered buckets and lots held in
 * plain arrays (no object per row or lot), Maps keyed by the rows' own strings, GINs filed by day.
 * The index reads lot details back from `rows`, so rows already indexed must not change.
 */
export class StockIndex {
  private readonly buckets = new Map<string, Map<string, number>>();
  private readonly bucketMilli: number[] = [];
  private readonly bucketFirstLot: number[] = [];
  /** The bucket's latest inward receipt: its row and date (NO_LOT / '' when none). */
  private readonly bucketLatestRow: number[] = [];
  private readonly bucketLatestDat: string[] = [];
  private readonly directory = new LotDirectory();
  private readonly lotBucket: number[] = [];
  private readonly lotMilli: number[] = [];
  /** The row the lot's details come from: its earliest receipt row, else its first row. */
  private readonly lotRow: number[] = [];
  private readonly lotReceived: boolean[] = [];
  /** The rate of that row (kept here too: reading it back from a million rows is a cache miss per lot). */
  private readonly lotRat: number[] = [];
  /** The next lot of the same bucket, and the next lot filed under the same GIN (NO_LOT ends both). */
  private readonly lotNextInBucket: number[] = [];
  private readonly lotNextSameGin: number[] = [];

  constructor(
    private readonly rows: readonly StockRow[],
    /** Only rows dated on or before this day count; undefined: the whole ledger. */
    readonly asOn?: string,
  ) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (asOn !== undefined && !onOrBefore(row.dat, asOn)) continue;
      const change = toMilli(row.qtyin) - toMilli(row.qtyout);
      const bucket = this.bucketOf(row.store, row.itemName);
      this.bucketMilli[bucket]! += change;
      const first = this.directory.get(row.gin);
      let lot = first;
      while (lot !== NO_LOT && this.lotBucket[lot] !== bucket) lot = this.lotNextSameGin[lot]!;
      if (lot === NO_LOT) lot = this.addLot(row.gin, bucket, i, first);
      this.lotMilli[lot]! += change;
      if (row.qtyin > 0 && isReceiptType(row.transactionType)) this.noteReceipt(bucket, lot, row, i);
    }
  }

  /** Stores that have rows, in no particular order. */
  stores(): IterableIterator<string> {
    return this.buckets.keys();
  }

  /** Items that have rows in a store, in no particular order. */
  itemsIn(store: string): IterableIterator<string> {
    return (this.buckets.get(store) ?? new Map<string, number>()).keys();
  }

  /** Stock of an item in a store, in thousandths. */
  onHandMilli(itemName: string, store: string): Milli {
    const bucket = this.buckets.get(store)?.get(itemName);
    return bucket === undefined ? 0 : this.bucketMilli[bucket]!;
  }

  /** Every lot of an item in a store, whatever is left of it (0 or below included), in no particular order. */
  lots(itemName: string, store: string): StockLot[] {
    const lots: StockLot[] = [];
    this.forEachLot(itemName, store, (rat, milli, lot) => lots.push(this.lotAt(lot, rat, milli)));
    return lots;
  }

  /**
   * Calls `visit` with the rate (rupees) and what is left (thousandths) of each lot of an item in a store: no object
   * per lot.
   */
  forEachLot(itemName: string, store: string, visit: (rat: number, milli: Milli, lot: number) => void): void {
    const bucket = this.buckets.get(store)?.get(itemName);
    if (bucket === undefined) return;
    for (let lot = this.bucketFirstLot[bucket]!; lot !== NO_LOT; lot = this.lotNextInBucket[lot]!) {
      visit(this.lotRat[lot]!, this.lotMilli[lot]!, lot);
    }
  }

  /** The latest inward receipt row (by date, then ledger order; isInwardReceiptType) of an item in any store. */
  latestReceipt(itemName: string): StockRow | undefined {
    let latest = NO_LOT;
    for (const items of this.buckets.values()) {
      const bucket = items.get(itemName);
      const row = bucket === undefined ? NO_LOT : this.bucketLatestRow[bucket]!;
      if (row !== NO_LOT && (latest === NO_LOT || this.isLater(row, latest))) latest = row;
    }
    return latest === NO_LOT ? undefined : this.rows[latest];
  }

  /** Is row `a` later than row `b`: a later date, or the same date further down the ledger? */
  private isLater(a: number, b: number): boolean {
    const [dateA, dateB] = [this.rows[a]!.dat, this.rows[b]!.dat];
    return dateA > dateB || (dateA === dateB && a > b);
  }

  private bucketOf(store: string, itemName: string): number {
    let items = this.buckets.get(store);
    if (items === undefined) this.buckets.set(store, (items = new Map()));
    let bucket = items.get(itemName);
    if (bucket === undefined) {
      bucket = this.bucketMilli.length;
      items.set(itemName, bucket);
      this.bucketMilli.push(0);
      this.bucketFirstLot.push(NO_LOT);
      this.bucketLatestRow.push(NO_LOT);
      this.bucketLatestDat.push('');
    }
    return bucket;
  }

  private addLot(gin: string, bucket: number, row: number, sameGin: number): number {
    const lot = this.lotMilli.length;
    this.lotBucket.push(bucket);
    this.lotMilli.push(0);
    this.lotRow.push(row);
    this.lotReceived.push(false);
    this.lotRat.push(this.rows[row]!.rat);
    this.lotNextSameGin.push(sameGin);
    this.lotNextInBucket.push(this.bucketFirstLot[bucket]!);
    this.bucketFirstLot[bucket] = lot;
    this.directory.set(gin, lot);
    return lot;
  }

  private noteReceipt(bucket: number, lot: number, row: StockRow, index: number): void {
    if (!this.lotReceived[lot] || row.dat < this.rows[this.lotRow[lot]!]!.dat) {
      this.lotRow[lot] = index;
      this.lotReceived[lot] = true;
      this.lotRat[lot] = row.rat;
    }
    if (!isInwardReceiptType(row.transactionType)) return;
    if (row.dat >= this.bucketLatestDat[bucket]!) {
      this.bucketLatestRow[bucket] = index;
      this.bucketLatestDat[bucket] = row.dat;
    }
  }

  private lotAt(lot: number, rat: number, milli: Milli): StockLot {
    const row = this.rows[this.lotRow[lot]!]!;
    return {
      gin: row.gin,
      batchNo: row.batchNo,
      manudate: row.manudate,
      expdate: row.expdate,
      stdum: row.stdum,
      rat,
      receivedOn: row.dat,
      milli,
    };
  }
}
