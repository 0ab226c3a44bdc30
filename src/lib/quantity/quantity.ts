import { hasAtMostDecimals } from '../money/money';
import { decimalOf, roundDecimal } from '../money/money-decimal';

/**
 * Stock quantities (kg, litres, pieces) carry at most three decimals. Sums of floats drift
 * (0.1 + 0.2 is 0.30000000000000004), so every stock computation runs on integer thousandths of
 * the stock unit ("milli"): 12.345 kg is 12345. Convert at the edges with toMilli / fromMilli.
 */
export type Milli = number;

/** How many decimals a stock quantity may carry. */
export const QUANTITY_DECIMALS = 3;

/**
 * Below this many thousandths (4e12, i.e. 4,000,000,000 units) a double is far finer than 0.001, so the fast path below
 * is exact.
 */
const FAST_LIMIT = 4e12;

/**
 * A quantity as the wire carries it to thousandths, read through its shortest decimal text and
 * rounded half away from zero at the third decimal (as toPaise does for money): 0.0025 → 3,
 * -0.0025 → -3, 1.0005 → 1001. NaN, ±Infinity are 0.
 *
 * Hot path (a million ledger rows): when `qty` prints with at most three decimals, the double
 * nearest to `scaled / 1000` is `qty` itself, and that check proves the fast answer equals the
 * decimal-text answer; anything else goes through the exact decimal route.
 */
export function toMilli(qty: number): Milli {
  const scaled = Math.round(qty * 1000);
  if (scaled / 1000 === qty && scaled < FAST_LIMIT && scaled > -FAST_LIMIT) return scaled === 0 ? 0 : scaled;
  const decimal = decimalOf(qty);
  if (!decimal) return 0;
  const milli = Number(roundDecimal(decimal, QUANTITY_DECIMALS));
  return milli === 0 ? 0 : milli;
}

/** Thousandths back to the wire's quantity: a number printing with at most three decimals (12345 → 12.345). */
export function fromMilli(milli: Milli): number {
  const qty = milli / 1000;
  return qty === 0 ? 0 : qty;
}

/** Is this a quantity the ledger may carry: a finite number with at most three decimals? */
export const isQuantity = (value: number): boolean => hasAtMostDecimals(value, QUANTITY_DECIMALS);

/** Indian digit grouping of a whole number's digits: 1234567 → 12,34,567. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${whole.slice(-3)}`;
}

/**
 * A quantity for people: rounded to three decimals, trailing zeros dropped, Indian grouping, and
 * the unit after a space when given: 1234567.5 → '12,34,567.5', (12.5, 'KG') → '12.5 KG',
 * 0.1 + 0.2 → '0.3'. '' for NaN or ±Infinity.
 */
export function formatQuantity(qty: number, unit?: string): string {
  if (!Number.isFinite(qty)) return '';
  const milli = toMilli(qty);
  const digits = BigInt(Math.abs(milli)).toString().padStart(4, '0');
  const fraction = digits.slice(-3).replace(/0+$/, '');
  const text = `${milli < 0 ? '-' : ''}${groupIndian(digits.slice(0, -3))}${fraction ? `.${fraction}` : ''}`;
  return unit ? `${text} ${unit}` : text;
}
