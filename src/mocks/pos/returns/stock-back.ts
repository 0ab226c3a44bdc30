import { divideRounded } from '../../../lib/money/money-decimal';
import { toMilli, type Milli } from '../../../lib/quantity/quantity';
import type { StockRow } from '../../../kits/stock/stock-row';

/** A lot a bill drew from: the issue row's details, and how much of it is still out (drawn less returned). */
export interface DrawnLot {
  row: StockRow;
  out: Milli;
}

/** One lot to put back into, and how much. */
export interface LotBack {
  row: StockRow;
  milli: Milli;
}

const keyOf = (itemId: string, store: string) => `${itemId}|${store}`;

/** The bill's issue rows per lot, less what earlier returns in force put back into each lot. */
export function drawnLots(
  issued: readonly StockRow[],
  returnedBack: ReadonlyArray<{ itemId: string; store: string; gin: string; qty: number }>,
): Map<string, DrawnLot[]> {
  const lots = new Map<string, DrawnLot[]>();
  for (const row of issued) {
    const key = keyOf(row.itemName, row.store);
    const list = lots.get(key) ?? [];
    const same = list.find((lot) => lot.row.gin === row.gin);
    if (same) same.out += toMilli(row.qtyout);
    else list.push({ row, out: toMilli(row.qtyout) });
    lots.set(key, list);
  }
  for (const back of returnedBack) {
    const lot = lots.get(keyOf(back.itemId, back.store))?.find((candidate) => candidate.row.gin === back.gin);
    if (lot) lot.out -= toMilli(back.qty);
  }
  return lots;
}

/**
 * What a return puts back of each item in each store, lot by lot. The bill's lines need `asked` of it for the
 * quantities coming back and `left` for everything still unreturned (what the bill's consumption rule, needsOf,
 * says); what is still out of the store is shared in that proportion (half away from zero), so the return that
 * takes the last of the bill puts back exactly what is still out, and a shortfall at the sale (less drawn than
 * needed) is returned in the same proportion. Lots fill in the order the bill drew them.
 */
export function stockBack(
  lots: ReadonlyMap<string, DrawnLot[]>,
  asked: ReadonlyMap<string, Milli>,
  left: ReadonlyMap<string, Milli>,
): LotBack[] {
  const back: LotBack[] = [];
  for (const [key, want] of asked) {
    const need = left.get(key) ?? 0;
    const ofKey = lots.get(key) ?? [];
    const out = ofKey.reduce((sum, lot) => sum + Math.max(lot.out, 0), 0);
    if (want <= 0 || need <= 0 || out <= 0) continue;
    let milli = want >= need ? out : Number(divideRounded(BigInt(out) * BigInt(want), BigInt(need)));
    for (const lot of ofKey) {
      const take = Math.min(milli, Math.max(lot.out, 0));
      if (take > 0) back.push({ row: lot.row, milli: take });
      milli -= take;
    }
  }
  return back;
}

export const needKey = keyOf;
