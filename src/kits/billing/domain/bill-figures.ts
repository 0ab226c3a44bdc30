import { applyPercent, multiplyByQuantity, roundToRupee } from '../../../lib/money/money-arithmetic';
import { allocate } from '../../../lib/money/money-allocate';
import { sumPaise, type Paise } from '../../../lib/money/money';
import type { TaxRate } from './master-types';

export interface FigureLine {
  lineId: string;
  qty: number;
  rate: Paise;
  tax: TaxRate;
  /** The line's amount when it is not rate x quantity (a part of a combo: its share of the combo's price). */
  amount?: Paise;
}

export type Discount = { kind: 'PERCENT'; percent: number } | { kind: 'AMOUNT'; amount: Paise };

export interface FiguresOptions {
  discount?: Discount;
  serviceChargePercent: number;
  /** A customer offer's amount off the bill, taken before the cashier's discount (never more than the subtotal). */
  offerDiscount?: Paise;
}

export interface LineFigures {
  lineId: string;
  amount: Paise;
  discount: Paise;
  serviceCharge: Paise;
  taxable: Paise;
  tax: Paise;
}

export interface TaxFigure {
  component: string;
  percent: number;
  taxable: Paise;
  amount: Paise;
}

export interface BillFigures {
  lines: LineFigures[];
  subTotal: Paise;
  discount: Paise;
  discountPercent: number; // as given, or the amount's share of the subtotal (2 decimals, for limits)
  offerDiscount: Paise;
  serviceCharge: Paise;
  taxes: TaxFigure[];
  taxTotal: Paise;
  roundOff: Paise;
  total: Paise;
}

/** The discount in paise: a percent of the subtotal, or an amount (never more than the subtotal). */
function discountOf(subTotal: Paise, discount: Discount | undefined): Paise {
  if (!discount) return 0;
  if (discount.kind === 'PERCENT') return applyPercent(subTotal, discount.percent);
  return Math.min(discount.amount, subTotal);
}

/**
 * A restaurant bill's figures, exact in paise. Each line is rate x quantity (or its own amount: a combo's part);
 * an offer's amount off, then the discount (on what the offer left), are shared over the lines by amount and the
 * service charge (a percent of what is left) by what is left, all without losing a paisa. Tax is reckoned per component
 * and rate on the sum of its lines' taxable values (so the printed breakup "CGST 2.5% on 1,000.00 = 25.00" is what is
 * charged) and shared back to the lines for item-wise reports. The total rounds to the rupee; the round-off is its own
 * line.
 */
export function billFigures(lines: readonly FigureLine[], options: FiguresOptions): BillFigures {
  const amounts = lines.map((line) => line.amount ?? multiplyByQuantity(line.rate, line.qty));
  const subTotal = sumPaise(amounts);
  const offerDiscount = Math.max(0, Math.min(options.offerDiscount ?? 0, subTotal));
  const discount = discountOf(subTotal - offerDiscount, options.discount);
  const discounts = lines.length ? allocate(offerDiscount + discount, amounts) : [];
  const nets = amounts.map((amount, index) => amount - discounts[index]!);
  const serviceCharge = applyPercent(sumPaise(nets), options.serviceChargePercent);
  const charges = lines.length ? allocate(serviceCharge, nets) : [];
  const taxables = nets.map((net, index) => net + charges[index]!);

  // Group taxable values by component and percent, reckon each group once, share it back to its lines.
  const groups = new Map<string, { component: string; percent: number; members: number[] }>();
  lines.forEach((line, index) => {
    for (const part of line.tax.components) {
      const key = `${part.component}|${part.percent}`;
      const group = groups.get(key) ?? { component: part.component, percent: part.percent, members: [] };
      group.members.push(index);
      groups.set(key, group);
    }
  });
  const lineTax = lines.map(() => 0);
  const taxes: TaxFigure[] = [];
  for (const group of groups.values()) {
    const taxable = sumPaise(group.members.map((index) => taxables[index]!));
    const amount = applyPercent(taxable, group.percent);
    allocate(
      amount,
      group.members.map((index) => taxables[index]!),
    ).forEach((share, at) => (lineTax[group.members[at]!]! += share));
    taxes.push({ component: group.component, percent: group.percent, taxable, amount });
  }
  taxes.sort((a, b) => a.percent - b.percent || a.component.localeCompare(b.component));
  const taxTotal = sumPaise(taxes.map((tax) => tax.amount));
  const gross = subTotal - offerDiscount - discount + serviceCharge + taxTotal;
  const total = roundToRupee(gross);
  const base = subTotal - offerDiscount;
  const discountPercent =
    options.discount?.kind === 'PERCENT'
      ? options.discount.percent
      : base > 0
        ? Math.round((discount * 10000) / base) / 100
        : 0;
  return {
    lines: lines.map((line, index) => ({
      lineId: line.lineId,
      amount: amounts[index]!,
      discount: discounts[index]!,
      serviceCharge: charges[index]!,
      taxable: taxables[index]!,
      tax: lineTax[index]!,
    })),
    subTotal,
    discount,
    discountPercent,
    offerDiscount,
    serviceCharge,
    taxes,
    taxTotal,
    roundOff: total - gross,
    total,
  };
}
