import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { Paise } from '../../../lib/money/money';
import { divideRounded, hundredthsOf } from '../../../lib/money/money-decimal';

/** An asset as depreciation needs it: straight line (SLM) or written-down value (WDV) at a yearly rate. */
export interface DepreciableAsset {
  cost: Paise;
  /** yyyy-MM-dd. */
  purchaseDate: string;
  method: 'SLM' | 'WDV';
  ratePercent: number;
  /** The value it never goes below; 0 if not given. */
  salvage?: Paise;
}

/** One financial year (April-March) of the schedule; the first year runs from the purchase date. */
export interface DepreciationRow {
  /** e.g. 2025-26. */
  year: string;
  from: string;
  to: string;
  opening: Paise;
  depreciation: Paise;
  closing: Paise;
}

/** The financial year (April-March) a day falls in, by its starting calendar year. */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return date.slice(5, 7) >= '04' ? year : year - 1;
}

const yearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
const inclusiveDays = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;

/**
 * The depreciation schedule, year by year, through the financial year ending on `untilYearEnding`
 * (a March 31; any day counts as the year it falls in), or until the value reaches salvage. The
 * first year is pro rata: days held (purchase date through March 31) / days in that year. SLM
 * takes (cost - salvage) x rate a year, WDV the opening value x rate; each year is rounded to the
 * paisa, and the last year takes only what is left above salvage.
 */
export function depreciationSchedule(asset: DepreciableAsset, untilYearEnding: string): DepreciationRow[] {
  const { cost, purchaseDate, method, ratePercent } = asset;
  const salvage = asset.salvage ?? 0;
  const rateHundredths = hundredthsOf(ratePercent);
  const rows: DepreciationRow[] = [];
  const lastYear = financialYearOf(untilYearEnding);
  let value = cost;
  for (
    let start = financialYearOf(purchaseDate);
    start <= lastYear && value > salvage && rateHundredths > 0n;
    start += 1
  ) {
    const yearFrom = `${start}-04-01`;
    const to = `${start + 1}-03-31`;
    const from = rows.length === 0 ? purchaseDate : yearFrom;
    const held = BigInt(inclusiveDays(from, to));
    const yearDays = BigInt(inclusiveDays(yearFrom, to));
    const base = BigInt(method === 'SLM' ? cost - salvage : value);
    const full = Number(divideRounded(base * rateHundredths * held, 10_000n * yearDays));
    const depreciation = Math.min(full, value - salvage);
    rows.push({ year: yearLabel(start), from, to, opening: value, depreciation, closing: value - depreciation });
    value -= depreciation;
  }
  return rows;
}
