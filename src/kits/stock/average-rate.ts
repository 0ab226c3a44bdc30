import type { Paise } from '../../lib/money/money';
import { ExactValue } from './exact-value';
import { isIsoDate } from '../../lib/format/iso-date';
import { toMilli } from '../../lib/quantity/quantity';
import { toPaise } from '../../lib/money/money';
import { isInwardReceiptType, type StockRow } from './stock-row';

/** The first day (1 April) of the Indian financial year holding a yyyy-MM-dd date: '2026-02-10' → '2025-04-01'. */
export function financialYearStart(date: string): string {
  if (!isIsoDate(date)) throw new RangeError(`A financial year needs a yyyy-MM-dd date, got '${date}'`);
  const year = Number(date.slice(0, 4));
  return `${date.slice(5, 7) >= '04' ? year : year - 1}-04-01`;
}

interface Receipts {
  value: ExactValue;
  milli: number;
}

/**
 * The weighted average receipt rate of items, in paise per stock unit: Σ(qtyin × rate) / Σ qtyin
 * over the inward receipts (isInwardReceiptType, qtyin > 0) of every store dated from `from` to
 * `to`, both included. Exact integer maths, rounded once, half away from zero. Items without such
 * receipts are absent from the answer. `only` limits the work to some items; one pass either way.
 */
export function averageReceiptRates(
  rows: readonly StockRow[],
  from: string,
  to: string,
  only?: ReadonlySet<string>,
): Map<string, Paise> {
  const receipts = new Map<string, Receipts>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.qtyin <= 0 || !isInwardReceiptType(row.transactionType)) continue;
    if (row.dat < from || (row.dat > to && !row.dat.startsWith(to))) continue;
    if (only !== undefined && !only.has(row.itemName)) continue;
    let item = receipts.get(row.itemName);
    if (item === undefined) receipts.set(row.itemName, (item = { value: new ExactValue(), milli: 0 }));
    const milli = toMilli(row.qtyin);
    item.value.add(toPaise(row.rat), milli);
    item.milli += milli;
  }
  const rates = new Map<string, Paise>();
  for (const [itemName, item] of receipts) if (item.milli > 0) rates.set(itemName, item.value.dividedBy(item.milli));
  return rates;
}
