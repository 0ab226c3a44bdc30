import { decimalOf, decimalPlaces, roundDecimal } from './money-decimal';

/**
 * Money is integer paise (hundredths of a rupee), so sums never drift. The rounding rule, wherever
 * a value has to lose digits, is half away from zero: 1.005 rupees is 101 paise, -0.025 is -3.
 */
export type Paise = number;

/** The largest amount one money field takes: 99,99,99,999.99 rupees. */
export const MAX_AMOUNT_PAISE: Paise = 99_999_999_999;

/** What a money input says when the typed amount has more than two decimals. */
export const TWO_DECIMALS_MESSAGE = 'Enter an amount with at most two decimals';

/** Is this a whole number of paise that integer maths keeps exact? */
export const isPaise = (value: unknown): value is Paise => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * Rupees as the wire and stored records carry them (numbers with two decimals) to paise. The number
 * is read through its shortest decimal text and rounded half away from zero at the second decimal,
 * never through `x * 100` (1.005 * 100 is 100.49999999999999). Empty, NaN and ±Infinity are 0.
 */
export function toPaise(rupees: number | string | null | undefined): Paise {
  const value = typeof rupees === 'string' ? Number(rupees.trim() === '' ? 0 : rupees) : Number(rupees ?? 0);
  // Fast path for the common case (reports convert hundreds of thousands of amounts): an amount of at
  // most two decimals lies within a millionth of a whole number of paise once scaled, and whatever lies
  // that close rounds to that whole number by the rule below too; anything else (1.005) takes the exact path.
  const scaled = value * 100;
  const whole = Math.round(scaled);
  if (Math.abs(scaled - whole) < 1e-6 && Math.abs(whole) < 1e13) return whole === 0 ? 0 : whole;
  const decimal = decimalOf(value);
  if (!decimal) return 0;
  const paise = Number(roundDecimal(decimal, 2));
  return paise === 0 ? 0 : paise;
}

/**
 * Paise back to rupees for the wire: a number whose text has at most two decimals. Exact, and read
 * back by toPaise unchanged, for every amount up to 15 digits (below 10^15 paise, 10 lakh crore rupees).
 */
export function fromPaise(paise: Paise): number {
  return paise / 100;
}

/** Does this number, as it prints, have at most `places` decimals? (12.5 yes, 1.005 no for 2; NaN never.) */
export function hasAtMostDecimals(value: number, places: number): boolean {
  return decimalPlaces(value) <= places;
}

/** Is this a rupee amount the wire may carry: finite with at most two decimals? */
export const isRupeeAmount = (value: number): boolean => hasAtMostDecimals(value, 2);

/** The sum of any number of paise values. */
export function sumPaise(values: Iterable<Paise>): Paise {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** The sum of the given paise values. */
export const addPaise = (...values: Paise[]): Paise => sumPaise(values);
