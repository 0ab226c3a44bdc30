import type { Paise } from './money';
import { decimalOf, powerOfTen } from './money-decimal';

/** Non-negative finite weights as integers over one common scale (0.5 and 2 become 5 and 20). */
function integerWeights(weights: readonly number[]): bigint[] {
  const decimals = weights.map((weight) => {
    const decimal = decimalOf(weight);
    if (!decimal || decimal.units < 0n)
      throw new RangeError(`A weight must be a finite number of at least 0, got ${weight}`);
    return decimal;
  });
  const scale = Math.max(0, ...decimals.map((decimal) => decimal.scale));
  return decimals.map((decimal) => decimal.units * powerOfTen(scale - decimal.scale));
}

/**
 * Shares `total` paise over lines in proportion to `weights` without losing a paisa (largest
 * remainder): each line gets the whole paise of its exact share, and the paise left over go one
 * each to the lines with the largest remainders (the earlier line first on a tie). The parts always
 * add up to the total exactly; a negative total gives the mirrored, negative parts. When every
 * weight is 0 the total is shared equally. No lines and a total of 0 give no parts.
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`The total must be a whole number of paise, got ${total}`);
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('Cannot share a non-zero total over no lines');
    return [];
  }
  const given = integerWeights(weights);
  const scaled = given.some((weight) => weight > 0n) ? given : given.map(() => 1n);
  const sum = scaled.reduce((all, weight) => all + weight, 0n);
  const size = BigInt(Math.abs(total));
  const shares = scaled.map((weight, index) => ({
    index,
    whole: (size * weight) / sum,
    remainder: (size * weight) % sum,
  }));
  let left = size - shares.reduce((all, share) => all + share.whole, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.whole += 1n;
    left -= 1n;
  }
  return shares.map((share) => {
    const part = Number(share.whole);
    return total < 0 && part !== 0 ? -part : part;
  });
}
