import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { toMilli } from '../../../lib/quantity/quantity';

export interface OrderTotals {
  lines: Paise[];
  basePaise: Paise;
  taxes: Array<{ taxcode: string; taxper: number; valuePaise: Paise }>;
  taxesPaise: Paise;
  totalPaise: Paise;
}

/** One line's value: quantity × rate less its discount percent, to the paisa (half away from zero). */
export function lineValuePaise(qty: number, rat: number, discPer: number): Paise {
  const gross = (toMilli(qty) * toPaise(rat)) / 1000;
  return Math.round(gross * (1 - discPer / 100));
}

/** The order's base (Σ lines), each tax on the base, and the total = base + taxes. */
export function orderTotals(
  lines: ReadonlyArray<{ qty: number; rat: number; discPer: number }>,
  taxes: ReadonlyArray<{ taxcode: string; taxper: number }>,
): OrderTotals {
  const values = lines.map((line) => lineValuePaise(line.qty, line.rat, line.discPer));
  const basePaise = sumPaise(values);
  const taxRows = taxes.map((tax) => ({ ...tax, valuePaise: Math.round((basePaise * tax.taxper) / 100) }));
  const taxesPaise = sumPaise(taxRows.map((tax) => tax.valuePaise));
  return { lines: values, basePaise, taxes: taxRows, taxesPaise, totalPaise: basePaise + taxesPaise };
}
