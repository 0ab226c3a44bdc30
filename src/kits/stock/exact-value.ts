import type { Paise } from '../../lib/money/money';
import { divideRounded } from '../../lib/money/money-decimal';
import type { Milli } from '../../lib/quantity/quantity';

/**
 * An exact running total of (paise per unit × thousandths of a unit) products: stock values and
 * weighted average rates without any rounding until the very end. It adds in plain numbers while
 * the total stays a safe integer (the million-row case) and in BigInt beyond, so it never loses a digit.
 */
export class ExactValue {
  private small = 0;
  private big = 0n;

  /** Adds `rate` paise per unit × `milli` thousandths of a unit (both whole numbers). */
  add(rate: Paise, milli: Milli): void {
    const product = rate * milli;
    if (Number.isSafeInteger(product)) {
      const sum = this.small + product;
      if (Number.isSafeInteger(sum)) {
        this.small = sum;
        return;
      }
    }
    this.big += BigInt(rate) * BigInt(milli);
  }

  /** The total value in paise, rounded once, half away from zero. */
  paise(): Paise {
    return this.dividedBy(1000);
  }

  /** The total divided by a number of thousandths (a weighted average rate in paise), half away from zero. */
  dividedBy(milli: Milli): Paise {
    const paise = Number(divideRounded(BigInt(this.small) + this.big, BigInt(milli)));
    return paise === 0 ? 0 : paise;
  }
}
