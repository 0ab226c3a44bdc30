import { fromPaise, toPaise } from '../../../lib/money/money';
import { allocate } from '../../../lib/money/money-allocate';
import { applyPercent } from '../../../lib/money/money-arithmetic';
import type { Bill, BillLine, BillOffer, DiscountInput } from './bill-types';
import type { OrderLine } from './order-types';
import type { PosOutlet, TaxAssignment, TaxRate } from './master-types';
import { partLines, type SplitPart } from './bill-split';
import { billFigures, type Discount } from './bill-figures';
import { pricedLines, taxItemOf, type PricedItem } from './combo-parts';
import { taxCodeOf, taxRateOf } from './item-tax';
import { extrasOf } from './kot-delta';

export interface PricingContext {
  outlet: PosOutlet;
  date: string;
  items: ReadonlyMap<string, PricedItem>;
  taxes: readonly TaxRate[];
  assignments: readonly TaxAssignment[];
}

export type PricedBill = Pick<
  Bill,
  | 'lines'
  | 'subTotal'
  | 'discount'
  | 'discountPercent'
  | 'serviceCharge'
  | 'serviceChargePercent'
  | 'taxes'
  | 'taxTotal'
  | 'roundOff'
  | 'total'
  | 'value'
  | 'offerDiscount'
  | 'offer'
>;

function discountOf(input: DiscountInput | undefined): Discount | undefined {
  if (!input) return undefined;
  return input.kind === 'PERCENT'
    ? { kind: 'PERCENT', percent: input.percent }
    : { kind: 'AMOUNT', amount: toPaise(input.amount) };
}

/**
 * A table's order lines priced as a bill at its outlet on its date: each combo opened into its parts sharing
 * its price (combo-parts), each line's tax from the tax assignments (an add-on's from its item line), a customer
 * offer's amount off, the discount, the outlet's service charge, the round-off (bill-figures). The same
 * function prices the cashier's preview and the server's bill, so both show the same figures.
 * A non-chargeable (NC) bill keeps its figures as its value and is payable at nothing.
 */
export function pricedBill(
  lines: readonly OrderLine[],
  context: PricingContext,
  discount?: DiscountInput,
  nc = false,
  offer?: BillOffer,
): PricedBill {
  const priced = pricedLines(lines, context.items);
  const rates = priced.map((line) => {
    const item = taxItemOf(line, lines, context.items);
    return taxRateOf(
      item ? taxCodeOf(item, context.outlet.code, context.date, context.assignments) : '',
      context.taxes,
    );
  });
  const offerDiscount = offer && !offer.free && !nc ? toPaise(offer.discount) : 0;
  const figures = billFigures(
    priced.map((line, index) => ({
      lineId: line.lineId,
      qty: line.qty,
      rate: toPaise(line.rate),
      tax: rates[index]!,
      ...(line.amount !== undefined ? { amount: line.amount } : {}),
    })),
    {
      discount: nc ? undefined : discountOf(discount),
      serviceChargePercent: context.outlet.serviceCharge,
      offerDiscount,
    },
  );
  const billLines: BillLine[] = priced.map((line, index) => {
    const figure = figures.lines[index]!;
    return {
      lineId: line.lineId,
      itemId: line.itemId,
      itemName: line.itemName,
      qty: line.qty,
      rate: line.rate,
      amount: fromPaise(figure.amount),
      discount: fromPaise(figure.discount),
      serviceCharge: fromPaise(figure.serviceCharge),
      taxable: fromPaise(figure.taxable),
      taxCode: rates[index]!.code,
      tax: fromPaise(figure.tax),
      ...extrasOf(line),
      ...(line.combo ? { combo: line.combo } : {}),
    };
  });
  return {
    lines: billLines,
    subTotal: fromPaise(figures.subTotal),
    discount: fromPaise(figures.discount),
    discountPercent: figures.discountPercent,
    ...(offer && !nc ? { offer, offerDiscount: fromPaise(figures.offerDiscount) } : {}),
    serviceCharge: fromPaise(figures.serviceCharge),
    serviceChargePercent: context.outlet.serviceCharge,
    taxes: figures.taxes.map((tax) => ({
      component: tax.component,
      percent: tax.percent,
      taxable: fromPaise(tax.taxable),
      amount: fromPaise(tax.amount),
    })),
    taxTotal: fromPaise(figures.taxTotal),
    roundOff: fromPaise(figures.roundOff),
    total: nc ? 0 : fromPaise(figures.total),
    value: fromPaise(figures.total),
  };
}

/** Is a discount within what the user may give alone? (Larger ones need the approval right.) */
export function discountWithinLimit(subTotal: number, discount: number, limitPercent: number): boolean {
  return toPaise(discount) <= applyPercent(toPaise(subTotal), limitPercent);
}

/**
 * A discount shared over the bills of a split: a percent applies to each; an amount is shared by their subtotals
 * without losing a paisa.
 */
export function partDiscounts(
  discount: DiscountInput | undefined,
  subTotals: readonly number[],
): (DiscountInput | undefined)[] {
  if (discount?.kind !== 'AMOUNT') return subTotals.map(() => discount);
  return allocate(toPaise(discount.amount), subTotals.map(toPaise)).map((paise) => ({
    kind: 'AMOUNT',
    amount: fromPaise(paise),
  }));
}

/**
 * The bills a table makes: one of all its lines, or one per part of a split (each part's lines priced
 * apart, the discount shared by partDiscounts). The cashier's preview and the backend both price with it.
 */
export function pricedParts(
  lines: readonly OrderLine[],
  context: PricingContext,
  discount: DiscountInput | undefined,
  nc: boolean,
  parts?: readonly SplitPart[],
  offer?: BillOffer,
): PricedBill[] {
  if (!parts) return [pricedBill(lines, context, discount, nc, offer)];
  const partsLines = parts.map((part) => partLines(lines, part));
  const discounts = partDiscounts(
    nc ? undefined : discount,
    partsLines.map((part) => pricedBill(part, context).subTotal),
  );
  return partsLines.map((part, index) => pricedBill(part, context, discounts[index], nc));
}
