/**
 * Exact decimal helpers behind the money library: a number is read through its shortest decimal
 * text (what `String(n)` prints, which is what the user typed or the server sent), never through
 * a float multiplication, and every rounding is half away from zero on BigInt integers.
 */

/** A decimal value exactly: `units` x 10^-`scale` (scale >= 0). */
export interface Decimal {
  units: bigint;
  scale: number;
}

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * A finite number's decimal value as it prints (exponent forms such as 1e-7 or 1e+21 included); null for NaN or
 * ±Infinity.
 */
export function decimalOf(value: number): Decimal | null {
  if (!Number.isFinite(value)) return null;
  const match = NUMBER_TEXT.exec(String(value));
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  let digits = whole + fraction;
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign === '-' ? -units : units, scale };
}

/** How many decimals a number has as it prints (1.005 has 3, 12 has 0, 1e-7 has 7); Infinity for NaN or ±Infinity. */
export function decimalPlaces(value: number): number {
  return decimalOf(value)?.scale ?? Number.POSITIVE_INFINITY;
}

/** numerator / denominator rounded half away from zero (the one rounding rule of the money library). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const [n, d] = denominator < 0n ? [-numerator, -denominator] : [numerator, denominator];
  const quotient = n / d;
  const remainder = n % d;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** 10^places as a BigInt. */
export const powerOfTen = (places: number): bigint => 10n ** BigInt(places);

/** A decimal rounded (half away from zero) to `places` decimals, as an integer count of 10^-places. */
export function roundDecimal(value: Decimal, places: number): bigint {
  if (value.scale <= places) return value.units * powerOfTen(places - value.scale);
  return divideRounded(value.units, powerOfTen(value.scale - places));
}

/** A rate such as 12.5 (per cent) in hundredths, 1250n, rounded half away from zero; 0n for NaN or ±Infinity. */
export function hundredthsOf(value: number): bigint {
  const decimal = decimalOf(value);
  return decimal ? roundDecimal(decimal, 2) : 0n;
}
