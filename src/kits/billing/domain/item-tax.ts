import { fromPaise, toPaise } from '../../../lib/money/money';
import { divideByQuantity } from '../../../lib/money/money-arithmetic';
import type { PosMenuItem, TaxAssignment, TaxRate } from './master-types';

const inForce = (row: TaxAssignment, date: string) =>
  row.active && row.effectiveFrom <= date && (!row.inForceUntil || date <= row.inForceUntil);

/**
 * The tax an item carries at an outlet on a date: the tax assignment of its item group for that outlet,
 * else the group's assignment for every outlet (the latest in force wins in each), else the item's own tax.
 */
export function taxCodeOf(
  item: Pick<PosMenuItem, 'group' | 'tax'>,
  outlet: string,
  date: string,
  assignments: readonly TaxAssignment[],
): string {
  const rows = assignments.filter((row) => row.itemGroup === item.group && inForce(row, date));
  const latest = (candidates: TaxAssignment[]) =>
    candidates.sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  const own = latest(rows.filter((row) => row.outlet === outlet));
  const common = latest(rows.filter((row) => row.outlet === ''));
  return (own ?? common)?.tax ?? item.tax;
}

/** The rate by its code; an unknown code is taxed at nothing (and named, so the bill can say so). */
export function taxRateOf(code: string, taxes: readonly TaxRate[]): TaxRate {
  return taxes.find((tax) => tax.code === code) ?? { code, name: `${code} (unknown)`, percent: 0, components: [] };
}

/** The rate an item sells at in an outlet: the outlet's price list, else the item's own rate. */
export function outletRateOf(
  item: Pick<PosMenuItem, 'code' | 'rate'>,
  outlet: string,
  rates: Readonly<Record<string, Readonly<Record<string, number>>>>,
): number {
  return rates[outlet]?.[item.code] ?? item.rate;
}

/**
 * The rate before tax of a rate that includes it (a price list marked "rates include tax"): rate x 100 /
 * (100 + percent), exact and rounded to the paisa, so such a list bills at its printed price give or take
 * paise before the round-off.
 */
export function preTaxRate(rate: number, percent: number): number {
  return fromPaise(divideByQuantity(toPaise(rate), (100 + percent) / 100));
}
