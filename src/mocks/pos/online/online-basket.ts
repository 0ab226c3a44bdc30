import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import type { PricedBill } from '../../../kits/billing/domain/priced-bill';
import { toPaise } from '../../../lib/money/money';
import type { OnlineOrderLine } from '../../../modules/pos/online/domain/online-order-types';
import {
  minimumOrderProblem,
  orderAmount,
  orderLinesOf,
  pricedOrder,
  type BasketLine,
} from '../../../modules/pos/online/domain/order-figures';
import type { StoreQuote } from '../../../kits/storefront/store-types';
import { serverToday } from '../../core/server-dates';
import type { DemoCompany } from '../../core/company/companies';
import { text } from '../../core/billing/billing-access';
import { outletsOf, pricingContext } from '../../core/billing/billing-masters';
import { storeList, storeOutlet, type StoreList, type StoreOutlet } from './online-catalogue';

type Row = Record<string, unknown>;

export interface PricedBasket {
  outlet: StoreOutlet;
  posOutlet: PosOutlet;
  list: StoreList;
  lines: OnlineOrderLine[];
  priced: PricedBill;
  today: string;
}

/** The basket lines of a body (`lines: [{ item, qty }]`), as sent. */
export function basketOf(value: unknown): BasketLine[] {
  return (Array.isArray(value) ? (value as unknown[]) : []).map((row) => {
    const line = (typeof row === 'object' && row !== null ? row : {}) as Row;
    return { item: text(line.item), qty: Number(line.qty) };
  });
}

/**
 * A store's basket priced today: the online outlet, its price list, the lines (every problem at once),
 * the minimum order, then the engine's pricing at the outlet that fulfils it. Answers the refusal text.
 */
export async function pricedBasket(
  company: DemoCompany,
  outletCode: string,
  basket: readonly BasketLine[],
): Promise<PricedBasket | string> {
  const today = serverToday();
  const outlet = await storeOutlet(company.code, outletCode);
  if (typeof outlet === 'string') return outlet;
  const posOutlet = (await outletsOf(company.code)).find((row) => row.code === outlet.fulfilledBy && row.active);
  const list = await storeList(company.code, outlet.code, today);
  if (!posOutlet || !list) return `${outlet.name} is not taking orders today.`;
  const { lines, problems } = orderLinesOf(basket, list.items);
  const minimum =
    lines.length > 0 && problems.length === 0
      ? minimumOrderProblem(orderAmount(lines), toPaise(outlet.minimumOrder))
      : null;
  if (problems.length > 0 || minimum) return [...problems, minimum ?? ''].filter(Boolean).join(' ');
  const priced = pricedOrder(lines, await pricingContext(company.code, posOutlet, today), list.taxInclusive);
  return { outlet, posOutlet, list, lines, priced, today };
}

/** The quote's lines and figures (what the customer sees before placing the order). */
export function quoteOf(basket: PricedBasket): StoreQuote {
  return {
    result: 'OK',
    lines: basket.lines.map((line) => ({
      item: line.itemId,
      name: line.itemName,
      qty: line.qty,
      rate: line.rate,
      amount: line.amount,
    })),
    taxTotal: basket.priced.taxTotal,
    roundOff: basket.priced.roundOff,
    total: basket.priced.total,
  };
}
