import { decimalOf, divideRounded, powerOfTen, type Decimal } from '../../../lib/money/money-decimal';
import type { Milli } from '../../../lib/quantity/quantity';

const exact = (value: number): Decimal => decimalOf(value) ?? { units: 0n, scale: 0 };

/**
 * What one bill line consumes of one ingredient, in thousandths of the ingredient's stock unit: the
 * recipe's quantity (in the recipe's unit) × the quantity sold ÷ the batch the recipe makes × the
 * factor of the recipe's unit in the stock unit (GM in KG: 0.001). Computed on exact decimals and
 * rounded once, half away from zero, so 20 GM × 1 ÷ 10 is exactly 2 grams (0.002 KG), never a float's.
 */
export function consumptionMilli(recipeQty: number, soldQty: number, batchSize: number, factor: number): Milli {
  const parts = [exact(recipeQty), exact(soldQty), exact(factor)];
  const batch = exact(batchSize);
  if (batch.units <= 0n) return 0;
  // (Π units ÷ 10^Σscale) ÷ (batch units ÷ 10^batch scale) × 1000, as one fraction.
  const numerator = parts.reduce((product, part) => product * part.units, 1n) * powerOfTen(3 + batch.scale);
  const denominator = batch.units * powerOfTen(parts.reduce((sum, part) => sum + part.scale, 0));
  const milli = Number(divideRounded(numerator, denominator));
  return milli === 0 ? 0 : milli;
}
