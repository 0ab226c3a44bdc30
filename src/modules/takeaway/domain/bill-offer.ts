import type { BillOffer } from '../../../kits/billing/domain/bill-types';
import type { OrderLine } from '../../../kits/billing/domain/order-types';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { AppliedOffer, CustomerOffer, OfferBill, OfferCustomer } from './customer-offer-types';
import { judgeOffer, offersFor } from './customer-offers';

/** Where and when, with whom, an order's offers are judged. */
export interface OfferSetting {
  offers: readonly CustomerOffer[];
  customer: OfferCustomer | null;
  outlet: string;
  date: string; // yyyy-MM-dd, the bill's business date
}

/** The order's lines as billed with an offer, the offer, and a word about it for the cashier. */
export interface OfferOutcome {
  lines: OrderLine[];
  offer?: BillOffer;
  note?: string;
}

/** The bill an offer is judged on: every line at its rate, the subtotal before tax (a combo at its price). */
export function offerBillOf(lines: readonly OrderLine[], outlet: string, date: string): OfferBill {
  const rows = lines.map((line) => ({ itemId: line.itemId, qty: line.qty, rate: toPaise(line.rate) }));
  return { lines: rows, subTotal: sumPaise(rows.map((row) => multiplyByQuantity(row.rate, row.qty))), outlet, date };
}

/**
 * Buy X get Y: `units` pieces of the item taken off its lines as free lines at rate 0, the cheapest lines first
 * (the pieces the offer's discount was valued at), each free line `<line>/free` naming the offer. A line given
 * wholly free leaves only its free line; the kitchen's lines are untouched (this is how the bill shows them).
 */
export function withFreeLines(lines: readonly OrderLine[], itemId: string, units: number, offer: string): OrderLine[] {
  let left = toMilli(units);
  const taken = new Map<string, number>();
  for (const line of [...lines]
    .filter((row) => row.itemId === itemId && !row.offer && !row.parentLineId)
    .sort((a, b) => toPaise(a.rate) - toPaise(b.rate))) {
    if (left <= 0) break;
    const take = Math.min(left, toMilli(line.qty));
    taken.set(line.lineId, take);
    left -= take;
  }
  return lines.flatMap((line) => {
    const take = taken.get(line.lineId);
    if (!take) return [line];
    const paid = toMilli(line.qty) - take;
    const { happyHour, usualRate, ...plain } = line;
    void happyHour;
    void usualRate;
    const free: OrderLine = { ...plain, lineId: `${line.lineId}/free`, qty: fromMilli(take), rate: 0, offer };
    return paid > 0 ? [{ ...line, qty: fromMilli(paid) }, free] : [free];
  });
}

/** An applied offer on the order's lines: free lines for buy X get Y, else an amount off the bill. */
export function applyOffer(
  lines: readonly OrderLine[],
  applied: AppliedOffer,
  offer: Pick<CustomerOffer, 'getItem'>,
): OfferOutcome {
  const free = applied.kind === 'BUY_X_GET_Y';
  const billOffer: BillOffer = {
    code: applied.code,
    name: applied.name,
    kind: applied.kind,
    discount: fromPaise(applied.discount),
    free,
  };
  const note = free
    ? `Offer ${applied.code} (${applied.name}): ${applied.freeQty} free.`
    : `Offer ${applied.code} (${applied.name}) applied.`;
  return {
    lines: free ? withFreeLines(lines, offer.getItem, applied.freeQty, applied.code) : [...lines],
    offer: billOffer,
    note,
  };
}

/**
 * The counter's choice: the best offer the order gets (offersFor: the largest discount; offers never add up),
 * applied to its lines; no offer leaves them as they are. The bill names the offer and the backend judges it again.
 */
export function bestOffer(lines: readonly OrderLine[], setting: OfferSetting): OfferOutcome {
  const { best } = offersFor(offerBillOf(lines, setting.outlet, setting.date), setting.customer, setting.offers);
  if (!best) return { lines: [...lines] };
  return applyOffer(lines, best, setting.offers.find((offer) => offer.code === best.code)!);
}

/**
 * The backend's decision on the offer a bill names: none named, none given; else the named offer judged again on
 * this bill with the customer's uses as they stand now (inside the write queue, so two counters cannot both have
 * a customer's last use), applied, or the refusal naming it (expired, over the customer's limit, not for this bill).
 */
export function namedOffer(lines: readonly OrderLine[], code: string, setting: OfferSetting): OfferOutcome | string {
  if (!code) return { lines: [...lines] };
  const offer = setting.offers.find((row) => row.code === code);
  if (!offer) return `Offer ${code} is not a customer offer.`;
  const verdict = judgeOffer(offer, offerBillOf(lines, setting.outlet, setting.date), setting.customer);
  return verdict.applies ? applyOffer(lines, verdict.offer, offer) : verdict.reason;
}
