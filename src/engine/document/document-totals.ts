/**
 * Document totals in integer paise (hundredths), so money never drifts: base (sum of quantity x
 * rate, each line rounded half up to the paisa) + taxes (percent of the base, rounded) - discount + others.
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

const toPaise = (amount: number | null | undefined) => Math.round(Number(amount ?? 0) * 100);
const fromPaise = (paise: number) => paise / 100;

/** quantity x rate in paise; quantities may carry up to 3 decimals (handled as thousandths). */
export function lineAmountPaise(quantity: number | null | undefined, rate: number | null | undefined): number {
  const milli = Math.round(Number(quantity ?? 0) * 1000);
  const product = milli * toPaise(rate);
  return Math.sign(product) * Math.round(Math.abs(product) / 1000);
}

export function documentTotals(
  lines: ReadonlyArray<{ quantity: number | null | undefined; rate: number | null | undefined }>,
  taxPercents: ReadonlyArray<number | null | undefined>,
  discount: number | null | undefined,
  others: number | null | undefined,
): DocumentTotals {
  const amounts = lines.map((line) => lineAmountPaise(line.quantity, line.rate));
  const base = amounts.reduce((sum, paise) => sum + paise, 0);
  const taxValues = taxPercents.map((percent) => Math.round((base * Math.round(Number(percent ?? 0) * 100)) / 10000));
  const taxes = taxValues.reduce((sum, paise) => sum + paise, 0);
  const total = base + taxes - toPaise(discount) + toPaise(others);
  return {
    lineAmounts: amounts.map(fromPaise),
    base: fromPaise(base),
    taxValues: taxValues.map(fromPaise),
    taxes: fromPaise(taxes),
    discount: fromPaise(toPaise(discount)),
    others: fromPaise(toPaise(others)),
    total: fromPaise(total),
  };
}
