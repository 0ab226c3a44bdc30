import { fromPaise, sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { formatMoneyWithSign } from '../../../../lib/money/money-format';
import { multiplyByQuantity } from '../../../../lib/money/money-arithmetic';
import type { OrderLine } from '../../../../kits/billing/domain/order-types';
import { preTaxRate, taxCodeOf, taxRateOf } from '../../../../kits/billing/domain/item-tax';
import { pricedBill, type PricedBill, type PricingContext } from '../../../../kits/billing/domain/priced-bill';
import type { OnlineOrderLine } from './online-order-types';

/** The most of one item an order takes. */
export const MAX_PIECES = 99;

/** What the basket asks for: an item code and how many. */
export interface BasketLine {
  item: string;
  qty: number;
}

/** An item as the online price list offers it (rate in rupees, as listed). */
export interface ListedItem {
  code: string;
  name: string;
  rate: number;
}

/**
 * The basket as order lines: each item once (repeated lines add up), listed items only, whole quantities
 * from 1 to MAX_PIECES; every problem at once, each naming its item.
 */
export function orderLinesOf(
  basket: readonly BasketLine[],
  listed: ReadonlyMap<string, ListedItem>,
): { lines: OnlineOrderLine[]; problems: string[] } {
  const problems: string[] = [];
  const wanted = new Map<string, number>();
  for (const line of basket) wanted.set(line.item, (wanted.get(line.item) ?? 0) + line.qty);
  if (wanted.size === 0) problems.push('The basket is empty: add something first.');
  const lines: OnlineOrderLine[] = [];
  for (const [code, qty] of wanted) {
    const item = listed.get(code);
    if (!item) {
      problems.push(`${code || 'An item'} is not sold online now.`);
      continue;
    }
    if (!Number.isInteger(qty) || qty < 1 || qty > MAX_PIECES) {
      problems.push(`${item.name}: order a whole number from 1 to ${MAX_PIECES}.`);
      continue;
    }
    lines.push({
      lineId: `L${lines.length + 1}`,
      itemId: code,
      itemName: item.name,
      qty,
      rate: item.rate,
      amount: fromPaise(multiplyByQuantity(toPaise(item.rate), qty)),
    });
  }
  return { lines, problems };
}

/** What the lines come to at their listed rates, in paise. */
export const orderAmount = (lines: readonly Pick<OnlineOrderLine, 'rate' | 'qty'>[]): Paise =>
  sumPaise(lines.map((line) => multiplyByQuantity(toPaise(line.rate), line.qty)));

/** The online outlet's minimum order value, when the order is below it (null: it is not). */
export function minimumOrderProblem(amount: Paise, minimum: Paise): string | null {
  return minimum > 0 && amount < minimum
    ? `The smallest order online is ${formatMoneyWithSign(minimum)}; the basket comes to ${formatMoneyWithSign(amount)}.`
    : null;
}

/**
 * The order's lines as the billing kit's order lines: a list whose rates include tax is billed at each
 * rate's pre-tax equivalent (the bill adds the tax back), as the outlet price lists are.
 */
export function billOrderLines(
  lines: readonly OnlineOrderLine[],
  context: PricingContext,
  taxInclusive: boolean,
): OrderLine[] {
  return lines.map((line) => {
    const item = context.items.get(line.itemId);
    const percent = item
      ? taxRateOf(taxCodeOf(item, context.outlet.code, context.date, context.assignments), context.taxes).percent
      : 0;
    return {
      lineId: line.lineId,
      itemId: line.itemId,
      itemName: line.itemName,
      kotGroup: '',
      qty: line.qty,
      rate: taxInclusive ? preTaxRate(line.rate, percent) : line.rate,
      notes: '',
    };
  });
}

/**
 * The order priced as its bill will be (the engine's pricedBill at the fulfilling outlet, on the day it was
 * placed): the quote, the placed order's total and the bill are this one figure, so a prepaid amount is
 * exactly what the bill settles.
 */
export const pricedOrder = (
  lines: readonly OnlineOrderLine[],
  context: PricingContext,
  taxInclusive: boolean,
): PricedBill => pricedBill(billOrderLines(lines, context, taxInclusive), context);
