import { allocate } from '../../../../lib/money/money-allocate';
import { applyPercent, multiplyByQuantity } from '../../../../lib/money/money-arithmetic';
import { sumPaise, type Paise } from '../../../../lib/money/money';
import type { TaxPart } from './stock-sale-types';

export interface InvoiceLineInput {
  qty: number;
  rate: Paise;
  discPer: number;
  /** The tax components the line carries (none: untaxed). */
  taxParts: readonly TaxPart[];
}

export interface InvoiceLineFigures {
  amount: Paise;
  discount: Paise;
  taxable: Paise;
  tax: Paise;
}

export interface InvoiceTax {
  component: string;
  percent: number;
  taxable: Paise;
  amount: Paise;
}

export interface InvoiceFigures {
  lines: InvoiceLineFigures[];
  /** Σ rate × quantity. */
  base: Paise;
  discount: Paise;
  taxable: Paise;
  taxes: InvoiceTax[];
  taxTotal: Paise;
  total: Paise;
}

/**
 * A tax invoice's figures, exact in paise: each line is rate × quantity less its own discount percent;
 * tax is reckoned once per component and rate on the sum of the taxable values that carry it (so the
 * printed breakup "CGST 9% on 1,000.00 = 90.00" is exactly what is charged) and shared back to the lines
 * without losing a paisa. The total is taxable + tax, to the paisa (no round-off line).
 */
export function invoiceFigures(lines: readonly InvoiceLineInput[]): InvoiceFigures {
  const amounts = lines.map((line) => multiplyByQuantity(line.rate, line.qty));
  const discounts = lines.map((line, index) => applyPercent(amounts[index]!, line.discPer));
  const taxables = amounts.map((amount, index) => amount - discounts[index]!);
  const groups = new Map<string, InvoiceTax & { members: number[] }>();
  lines.forEach((line, index) => {
    for (const part of line.taxParts) {
      const key = `${part.component}|${part.percent}`;
      const group = groups.get(key) ?? {
        component: part.component,
        percent: part.percent,
        taxable: 0,
        amount: 0,
        members: [],
      };
      group.members.push(index);
      groups.set(key, group);
    }
  });
  const lineTax = lines.map(() => 0);
  const taxes: InvoiceTax[] = [];
  for (const { members, ...group } of groups.values()) {
    const taxable = sumPaise(members.map((index) => taxables[index]!));
    const amount = applyPercent(taxable, group.percent);
    allocate(
      amount,
      members.map((index) => taxables[index]!),
    ).forEach((share, at) => (lineTax[members[at]!]! += share));
    taxes.push({ ...group, taxable, amount });
  }
  taxes.sort((a, b) => a.percent - b.percent || a.component.localeCompare(b.component));
  const taxable = sumPaise(taxables);
  const taxTotal = sumPaise(taxes.map((tax) => tax.amount));
  return {
    lines: lines.map((_, index) => ({
      amount: amounts[index]!,
      discount: discounts[index]!,
      taxable: taxables[index]!,
      tax: lineTax[index]!,
    })),
    base: sumPaise(amounts),
    discount: sumPaise(discounts),
    taxable,
    taxes,
    taxTotal,
    total: taxable + taxTotal,
  };
}
