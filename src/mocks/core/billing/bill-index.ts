import type { Bill } from '../../../kits/billing/domain/bill-types';

/**
 * Ways into a company's bills without a pass over all of them (a month is 150,000): by date, by the
 * client-made bill id, by settlement id, the unsettled ones, and the highest bill number. Built once from
 * the warm store and kept up to date by every write (billing-store.ts).
 */
export interface BillIndex {
  byDate: Map<string, Map<number, Bill>>;
  byBillId: Map<string, Map<number, Bill>>;
  bySettleId: Map<string, Bill>;
  unsettled: Map<number, Bill>;
  lastBillNo: number;
  /**
   * The highest printed number per prefix ('DN26-' of DN26-000123): a billing group's series is the max over its
   * outlets' prefixes.
   */
  seqMax: Map<string, number>;
  dates: string[] | null; // the dates in order, rebuilt when a new date comes
}

function addTo<K>(map: Map<K, Map<number, Bill>>, key: K, bill: Bill) {
  let bucket = map.get(key);
  if (!bucket) map.set(key, (bucket = new Map()));
  bucket.set(bill.billNo, bill);
}

function removeFrom<K>(map: Map<K, Map<number, Bill>>, key: K, billNo: number) {
  const bucket = map.get(key);
  bucket?.delete(billNo);
  if (bucket?.size === 0) map.delete(key);
}

/** Puts a bill's new version in the index (its old version, if any, taken out first). */
export function indexBill(index: BillIndex, bill: Bill, old: Bill | undefined): void {
  if (old) {
    removeFrom(index.byDate, old.dat, old.billNo);
    removeFrom(index.byBillId, old.billId, old.billNo);
    if (old.settleId && index.bySettleId.get(old.settleId)?.billNo === old.billNo)
      index.bySettleId.delete(old.settleId);
    index.unsettled.delete(old.billNo);
  }
  if (!index.byDate.has(bill.dat)) index.dates = null;
  addTo(index.byDate, bill.dat, bill);
  addTo(index.byBillId, bill.billId, bill);
  if (bill.settleId) index.bySettleId.set(bill.settleId, bill);
  if (bill.status === 'UNSETTLED') index.unsettled.set(bill.billNo, bill);
  index.lastBillNo = Math.max(index.lastBillNo, bill.billNo);
  const seq = /^(.*-)(\d+)$/.exec(bill.seq);
  if (seq) index.seqMax.set(seq[1]!, Math.max(index.seqMax.get(seq[1]!) ?? 0, Number(seq[2])));
}

export function buildBillIndex(bills: Iterable<Bill>): BillIndex {
  const index: BillIndex = {
    byDate: new Map(),
    byBillId: new Map(),
    bySettleId: new Map(),
    unsettled: new Map(),
    lastBillNo: 0,
    seqMax: new Map(),
    dates: null,
  };
  for (const bill of bills) indexBill(index, bill, undefined);
  return index;
}

/** The bills dated from `from` to `to` (either '' for open-ended), by date then number. */
export function billsBetween(index: BillIndex, from: string, to: string): Bill[] {
  index.dates ??= [...index.byDate.keys()].sort();
  const bills: Bill[] = [];
  for (const dat of index.dates) {
    if ((from && dat < from) || (to && dat > to)) continue;
    bills.push(...[...index.byDate.get(dat)!.values()].sort((a, b) => a.billNo - b.billNo));
  }
  return bills;
}
