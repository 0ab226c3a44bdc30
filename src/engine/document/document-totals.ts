import { fromPaise, sumPaise, toPaise, type Paise } from '../../lib/money/money';
import { applyPercent, multiplyByQuantity } from '../../lib/money/money-arithmetic';

/**
 * Document totals, computed by lib/money in integer paise so money never drifts: base (sum of
 * quantity x rate, each line rounded to the paisa) + taxes (percent of the base, each rounded)
 * - discount + others. Every rounding is half away from zero. The form and the demo backend both
 * call documentTotals, so a document's tax is computed by one function. Results are wire rupees.
 */
export interface DocumentTotals {
  lineAmounts: number[];
  base: number;
  taxValues: number[];
  taxes: number;
  discount: number;
  others: number;
  total: number;
}

type Maybe = number | null | undefined;

/** A typed number (a numeric string from the wire too), or 0 when the box is empty or not a number. */
function finite(value: Maybe): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

/** quantity x rate in paise; quantities may carry up to 3 decimals (exact, then rounded once). */
export function lineAmountPaise(quantity: Maybe, rate: Maybe): Paise {
  return multiplyByQuantity(toPaise(rate), finite(quantity));
}

/** One tax row's value on the document's base, in paise: the one function for a document's tax. */
export function taxValuePaise(base: Paise, percent: Maybe): Paise {
  return applyPercent(base, finite(percent));
}

export function documentTotals(
  lines: ReadonlyArray<{ quantity: Maybe; rate: Maybe }>,
  taxPercents: ReadonlyArray<Maybe>,
  discount: Maybe,
  others: Maybe,
): DocumentTotals {
  const amounts = lines.map((line) => lineAmountPaise(line.quantity, line.rate));
  const base = sumPaise(amounts);
  const taxValues = taxPercents.map((percent) => taxValuePaise(base, percent));
  const taxes = sumPaise(taxValues);
  const discountPaise = toPaise(discount);
  const othersPaise = toPaise(others);
  return {
    lineAmounts: amounts.map(fromPaise),
    base: fromPaise(base),
    taxValues: taxValues.map(fromPaise),
    taxes: fromPaise(taxes),
    discount: fromPaise(discountPaise),
    others: fromPaise(othersPaise),
    total: fromPaise(base + taxes - discountPaise + othersPaise),
  };
}
