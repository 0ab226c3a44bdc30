import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { applyPercent, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { formatDate } from '../../../lib/format/date-format';
import { formatMoney } from '../../../lib/money/money-format';
import type { AppliedOffer, CustomerOffer, OfferBill, OfferCustomer, OfferVerdict } from './customer-offer-types';

type Lines = OfferBill['lines'];

/** Whole units of an item on the bill (offers count pieces; a fraction of a piece earns nothing). */
function unitsOf(lines: Lines, itemId: string): number {
  return Math.floor(lines.reduce((sum, line) => (line.itemId === itemId ? sum + line.qty : sum), 0));
}

/**
 * Buy X get Y: how many units of Y are free. Each full X quantity earns the Y quantity, up to the Y the
 * bill holds. When X and Y are the same item, the free units come out of the same pile: each set is
 * N paid + M free, and a last part-set gets free whatever it holds beyond its N paid.
 */
export function freeUnits(
  lines: Lines,
  offer: Pick<CustomerOffer, 'buyItem' | 'buyQty' | 'getItem' | 'getQty'>,
): number {
  const buy = offer.buyQty ?? 0;
  const get = offer.getQty ?? 0;
  if (buy < 1 || get < 1) return 0;
  const bought = unitsOf(lines, offer.buyItem);
  if (offer.buyItem === offer.getItem) {
    const sets = Math.floor(bought / (buy + get));
    return sets * get + Math.max(0, bought - sets * (buy + get) - buy);
  }
  return Math.min(Math.floor(bought / buy) * get, unitsOf(lines, offer.getItem));
}

/** The value of `units` of the item, the cheapest lines first (the seller gives the lower-priced pieces). */
function valueOfUnits(lines: Lines, itemId: string, units: number): Paise {
  let left = units;
  const parts: Paise[] = [];
  for (const line of [...lines].filter((row) => row.itemId === itemId).sort((a, b) => a.rate - b.rate)) {
    const take = Math.min(left, line.qty);
    if (take <= 0) break;
    parts.push(multiplyByQuantity(line.rate, take));
    left -= take;
  }
  return sumPaise(parts);
}

const limitOf = (offer: CustomerOffer) => (offer.kind === 'FIRST_ORDER' ? 1 : offer.perCustomer);

/** Why the offer cannot be had on this bill by this customer at all (dates, outlet, customer), or null. */
function eligibility(offer: CustomerOffer, bill: OfferBill, customer: OfferCustomer | null): string | null {
  const named = `Offer ${offer.code}`;
  if (!offer.active) return `${named} is not active.`;
  if (bill.date < offer.validFrom) return `${named} starts on ${formatDate(offer.validFrom)}.`;
  if (offer.validUntil && bill.date > offer.validUntil) return `${named} expired on ${formatDate(offer.validUntil)}.`;
  if (offer.outlets.length > 0 && !offer.outlets.some((row) => row.outlet === bill.outlet))
    return `${named} does not run at outlet ${bill.outlet}.`;
  const limit = limitOf(offer);
  if (limit > 0 && !customer) return `${named} is limited per customer: enter the customer first.`;
  if (offer.kind === 'FIRST_ORDER' && customer && customer.ordersBefore !== 0)
    return `${named} is for a customer's first order only.`;
  const used = customer?.usedOffers[offer.code] ?? 0;
  if (limit > 0 && used >= limit)
    return `Customer ${customer!.code} has already had ${named} ${used} ${used === 1 ? 'time' : 'times'} (the limit).`;
  const minimum = toPaise(offer.minBill ?? 0);
  if (bill.subTotal < minimum) return `${named} needs a bill of ${formatMoney(minimum)} before tax.`;
  return null;
}

/** What the offer takes off before the bill's cap: the free units' value, a percent of the subtotal, or an amount. */
function discountOf(offer: CustomerOffer, bill: OfferBill, freeQty: number): Paise {
  switch (offer.kind) {
    case 'BUY_X_GET_Y':
      return valueOfUnits(bill.lines, offer.getItem, freeQty);
    case 'PERCENT_ABOVE':
      return applyPercent(bill.subTotal, offer.percent ?? 0);
    case 'AMOUNT_ABOVE':
      return toPaise(offer.amount ?? 0);
    case 'FIRST_ORDER':
      // A first-order offer is a percent or an amount (the master's rules allow one, not both).
      return offer.percent !== null ? applyPercent(bill.subTotal, offer.percent) : toPaise(offer.amount ?? 0);
  }
}

/** Whether the offer applies to the bill and what it takes off, or why not. Never more than the bill. */
export function judgeOffer(offer: CustomerOffer, bill: OfferBill, customer: OfferCustomer | null): OfferVerdict {
  const refusal = eligibility(offer, bill, customer);
  if (refusal) return { applies: false, reason: refusal };
  const freeQty = offer.kind === 'BUY_X_GET_Y' ? freeUnits(bill.lines, offer) : 0;
  const discount = Math.min(discountOf(offer, bill, freeQty), bill.subTotal);
  if (discount <= 0) {
    const reason =
      offer.kind === 'BUY_X_GET_Y'
        ? `Offer ${offer.code} needs ${offer.buyQty} of item ${offer.buyItem} and item ${offer.getItem} on the bill.`
        : `Offer ${offer.code} takes nothing off this bill.`;
    return { applies: false, reason };
  }
  const limited = limitOf(offer) > 0;
  return { applies: true, offer: { code: offer.code, name: offer.name, kind: offer.kind, discount, freeQty, limited } };
}

/**
 * The larger discount first; on a tie an offer without a per-customer limit first (it leaves the customer's
 * limited use for another day), then by code, so the same bill always gets the same offer.
 */
export function byBenefit(a: AppliedOffer, b: AppliedOffer): number {
  return b.discount - a.discount || Number(a.limited) - Number(b.limited) || a.code.localeCompare(b.code);
}

export interface OfferChoice {
  /** Every offer that applies, best first (byBenefit). */
  applicable: AppliedOffer[];
  /** The one offer the bill gets: the largest discount (offers do not add up), or null. */
  best: AppliedOffer | null;
}

/** The offers that apply to a bill for a customer (null: not known), and the single one that wins. */
export function offersFor(
  bill: OfferBill,
  customer: OfferCustomer | null,
  offers: readonly CustomerOffer[],
): OfferChoice {
  const applicable = offers
    .map((offer) => judgeOffer(offer, bill, customer))
    .flatMap((verdict) => (verdict.applies ? [verdict.offer] : []))
    .sort(byBenefit);
  return { applicable, best: applicable[0] ?? null };
}
