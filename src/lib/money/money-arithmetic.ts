import type { Paise } from './money';
import { decimalOf, divideRounded, powerOfTen } from './money-decimal';

function exactPaise(value: Paise, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of paise, got ${value}`);
  return BigInt(value);
}

function exactDecimal(value: number, what: string) {
  const decimal = decimalOf(value);
  if (!decimal) throw new RangeError(`${what} must be a finite number, got ${value}`);
  return decimal;
}

/**
 * The amount of `quantity` pieces at `unit` paise each. The quantity is taken exactly as it prints
 * (1.234 is 1234 thousandths; quantities carry up to 3 decimals), the product is exact, and only
 * the result is rounded half away from zero to the paisa.
 */
export function multiplyByQuantity(unit: Paise, quantity: number): Paise {
  const amount = exactPaise(unit, 'The unit price');
  const { units, scale } = exactDecimal(quantity, 'The quantity');
  return Number(divideRounded(amount * units, powerOfTen(scale)));
}

/**
 * `percent` per cent of `amount` (a tax, a discount): exact integer maths on the percent as it
 * prints (12.5, 18, 0.0125), then rounded half away from zero to the paisa. 18% of 0.05 rupees is 1 paisa.
 */
export function applyPercent(amount: Paise, percent: number): Paise {
  const base = exactPaise(amount, 'The amount');
  const { units, scale } = exactDecimal(percent, 'The percent');
  return Number(divideRounded(base * units, 100n * powerOfTen(scale)));
}

/**
 * The price of one piece when `quantity` pieces cost `amount` paise (a rate per stock unit from a rate
 * per box of 12): exact integer maths on the quantity as it prints, rounded half away from zero to the paisa.
 */
export function divideByQuantity(amount: Paise, quantity: number): Paise {
  const total = exactPaise(amount, 'The amount');
  const { units, scale } = exactDecimal(quantity, 'The quantity');
  if (units === 0n) throw new RangeError('The quantity must not be zero');
  return Number(divideRounded(total * powerOfTen(scale), units));
}

/**
 * The nearest whole rupee, half away from zero (a bill's total before its round-off line): 150 → 200, 149 → 100, -150 →
 * -200.
 */
export function roundToRupee(amount: Paise): Paise {
  const paise = exactPaise(amount, 'The amount');
  const sign = paise < 0n ? -1n : 1n;
  return Number(sign * ((sign * paise + 50n) / 100n) * 100n);
}
