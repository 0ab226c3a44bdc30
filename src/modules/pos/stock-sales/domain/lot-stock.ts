import { formatDate } from '../../../../lib/format/date-format';
import { formatQuantity, fromMilli, toMilli, type Milli } from '../../../../lib/quantity/quantity';
import type { StoreLot } from './sale-requirements';

/** What one invoice line asks of a lot. */
export interface LotDemand {
  /** 1-based, for messages beside the line. */
  line: number;
  itemId: string;
  itemName: string;
  um: string;
  store: string;
  gin: string;
  qty: number;
}

export interface LineProblem {
  line: number;
  message: string;
}

/** 'batch B2503-01' or, for a lot received without a batch number, 'lot 26110400001'. */
export const lotName = (lot: Pick<StoreLot, 'batchno' | 'gin'>): string =>
  lot.batchno ? `batch ${lot.batchno}` : `lot ${lot.gin}`;

/** Has the lot expired by `date` ('yyyy-MM-dd')? A lot without an expiry never does. */
export const isExpired = (lot: Pick<StoreLot, 'expdate'>, date: string): boolean =>
  lot.expdate !== '' && lot.expdate.slice(0, 10) < date;

/**
 * The stock problems of an invoice's lines against the store's lots, every one at once: a line must
 * name a lot of its item in its store, the lot must not have expired by the invoice date, and the lines
 * drawing on one lot together never take more than it holds (a later line gets what the earlier left).
 * 'Only 12 PKT of Toor dal 1 kg is in stock in batch B2503-01 of store WH; 20 was asked for.'
 */
export function lotProblems(demands: readonly LotDemand[], lots: readonly StoreLot[], date: string): LineProblem[] {
  const problems: LineProblem[] = [];
  const taken = new Map<string, Milli>();
  for (const demand of demands) {
    const lot = lots.find(
      (row) => row.gin === demand.gin && row.itemid === demand.itemId && row.store === demand.store,
    );
    const problem = (message: string) => problems.push({ line: demand.line, message });
    if (!lot) {
      problem(`Choose a batch of ${demand.itemName} that is in store ${demand.store}.`);
      continue;
    }
    if (isExpired(lot, date)) {
      problem(`${capitalised(lotName(lot))} of ${demand.itemName} expired on ${formatDate(lot.expdate)}.`);
      continue;
    }
    const key = `${lot.store}|${lot.itemid}|${lot.gin}`;
    const before = taken.get(key) ?? 0;
    const wanted = toMilli(demand.qty);
    const left = toMilli(lot.available) - before;
    if (wanted > left) {
      const after = before > 0 ? ' after the earlier lines' : '';
      problem(
        `Only ${formatQuantity(fromMilli(Math.max(left, 0)), demand.um)} of ${demand.itemName} is ${after ? 'left' : 'in stock'} in ${lotName(lot)} of store ${lot.store}${after}; ${formatQuantity(demand.qty)} was asked for.`,
      );
    }
    taken.set(key, before + wanted);
  }
  return problems;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
