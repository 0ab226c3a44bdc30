import { fromPaise, sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { roundToRupee } from '../../../../lib/money/money-arithmetic';
import { divideRounded } from '../../../../lib/money/money-decimal';
import { formatQuantity, fromMilli, toMilli, type Milli } from '../../../../lib/quantity/quantity';
import type { LineFigures, SaleForReturn, SaleSourceLine } from './returns-types';

/** A line's figures in paise and thousandths; tax parts keyed `${component}|${percent}`. */
export interface Portion {
  milli: Milli;
  amount: Paise;
  discount: Paise;
  serviceCharge: Paise;
  taxes: ReadonlyMap<string, { component: string; percent: number; amount: Paise }>;
}

export const taxKey = (component: string, percent: number) => `${component}|${percent}`;

export function portionOf(figures: LineFigures): Portion {
  return {
    milli: toMilli(figures.qty),
    amount: toPaise(figures.amount),
    discount: toPaise(figures.discount),
    serviceCharge: toPaise(figures.serviceCharge),
    taxes: new Map(
      figures.taxes.map((tax) => [
        taxKey(tax.component, tax.percent),
        { component: tax.component, percent: tax.percent, amount: toPaise(tax.amount) },
      ]),
    ),
  };
}

export function figuresOf(portion: Portion): LineFigures {
  return {
    qty: fromMilli(portion.milli),
    amount: fromPaise(portion.amount),
    discount: fromPaise(portion.discount),
    serviceCharge: fromPaise(portion.serviceCharge),
    taxes: [...portion.taxes.values()].map((tax) => ({
      component: tax.component,
      percent: tax.percent,
      amount: fromPaise(tax.amount),
    })),
  };
}

/** The value before tax: rate x quantity, less the discount, plus the service charge. */
export const taxableOf = (portion: Portion): Paise => portion.amount - portion.discount + portion.serviceCharge;
export const taxOf = (portion: Portion): Paise => sumPaise([...portion.taxes.values()].map((tax) => tax.amount));

/** What is still unreturned of a line: sold less what returns in force took back, part by part. */
export function leftOf(line: Pick<SaleSourceLine, 'sold' | 'returned'>): Portion {
  const sold = portionOf(line.sold);
  const returned = portionOf(line.returned);
  return {
    milli: sold.milli - returned.milli,
    amount: sold.amount - returned.amount,
    discount: sold.discount - returned.discount,
    serviceCharge: sold.serviceCharge - returned.serviceCharge,
    taxes: new Map(
      [...sold.taxes].map(([key, tax]) => [
        key,
        { ...tax, amount: tax.amount - (returned.taxes.get(key)?.amount ?? 0) },
      ]),
    ),
  };
}

/**
 * `milli` of what is left: each part's share in proportion to the quantity, half away from zero; the whole of it
 * when nothing would remain; nothing when nothing is left (a quantity to be refused, priced only for the preview).
 */
export function shareOfLeft(left: Portion, milli: Milli): Portion {
  const share = (value: Paise) =>
    milli === left.milli
      ? value
      : left.milli <= 0
        ? 0
        : Number(divideRounded(BigInt(value) * BigInt(milli), BigInt(left.milli)));
  return {
    milli,
    amount: share(left.amount),
    discount: share(left.discount),
    serviceCharge: share(left.serviceCharge),
    taxes: new Map([...left.taxes].map(([key, tax]) => [key, { ...tax, amount: share(tax.amount) }])),
  };
}

/** The most of a line that can still come back (sold less returned). */
export const returnableQty = (line: Pick<SaleSourceLine, 'sold' | 'returned'>): number => fromMilli(leftOf(line).milli);

/** The refusal of a quantity above what can still come back, naming the item and the most; null when it fits. */
export function overReturnMessage(
  line: Pick<SaleSourceLine, 'itemName' | 'sold' | 'returned'>,
  qty: number,
): string | null {
  const most = returnableQty(line);
  if (toMilli(qty) <= toMilli(most)) return null;
  const before = line.returned.qty > 0 ? `, ${formatQuantity(line.returned.qty)} returned before` : '';
  return `${line.itemName}: at most ${formatQuantity(most)} can be returned (${formatQuantity(line.sold.qty)} sold${before}).`;
}

export interface ReturnLineFigures {
  line: SaleSourceLine;
  refund: Portion;
  taxable: Paise;
  tax: Paise;
}

export interface ReturnTaxRow {
  component: string;
  percent: number;
  taxable: Paise;
  amount: Paise;
}

export interface ReturnFigures {
  lines: ReturnLineFigures[];
  amount: Paise;
  discount: Paise;
  serviceCharge: Paise;
  taxable: Paise;
  taxes: ReturnTaxRow[];
  taxTotal: Paise;
  roundOff: Paise;
  total: Paise;
  /** Nothing of the bill is left after this return. */
  closesBill: boolean;
}

/**
 * A return's refund, exact in paise. Each returned line refunds its share of what is still unreturned of it,
 * part by part (rate x quantity, its discount, its service charge, each tax part as the bill charged it), in
 * proportion to the quantity; the return that takes the last of a line takes exactly what is left, so a line's
 * returns add up to the line. The refund rounds to the rupee like a bill, its round-off its own line; the return
 * that leaves nothing of the bill refunds exactly what the bill's total less earlier refunds leaves, so the returns
 * of a bill add up to what was paid. Quantities above what can come back must be refused before (overReturnMessage).
 */
export function returnFigures(
  sale: Pick<SaleForReturn, 'header' | 'lines'>,
  asked: ReadonlyMap<string, number>,
): ReturnFigures {
  const lines: ReturnLineFigures[] = sale.lines.flatMap((line) => {
    const milli = toMilli(asked.get(line.lineId) ?? 0);
    if (milli <= 0) return [];
    const refund = shareOfLeft(leftOf(line), milli);
    return [{ line, refund, taxable: taxableOf(refund), tax: taxOf(refund) }];
  });
  const rows = new Map<string, ReturnTaxRow>();
  for (const { refund, taxable } of lines) {
    for (const [key, tax] of refund.taxes) {
      const row = rows.get(key) ?? { component: tax.component, percent: tax.percent, taxable: 0, amount: 0 };
      rows.set(key, { ...row, taxable: row.taxable + taxable, amount: row.amount + tax.amount });
    }
  }
  const taxes = [...rows.values()].sort((a, b) => a.percent - b.percent || a.component.localeCompare(b.component));
  const sum = (pick: (line: ReturnLineFigures) => Paise) => sumPaise(lines.map(pick));
  const taxable = sum((line) => line.taxable);
  const taxTotal = sum((line) => line.tax);
  const gross = taxable + taxTotal;
  const closesBill =
    lines.length > 0 && sale.lines.every((line) => leftOf(line).milli === toMilli(asked.get(line.lineId) ?? 0));
  const total = closesBill ? toPaise(sale.header.total) - toPaise(sale.header.returnedTotal) : roundToRupee(gross);
  return {
    lines,
    amount: sum((line) => line.refund.amount),
    discount: sum((line) => line.refund.discount),
    serviceCharge: sum((line) => line.refund.serviceCharge),
    taxable,
    taxes,
    taxTotal,
    roundOff: total - gross,
    total,
    closesBill,
  };
}
