import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { OfferCustomer } from './customer-offer-types';

/**
 * A customer's orders and offers as the bills stand: the bills made for them (a split counts once, void ones not
 * at all: a voided bill gives its offer back) and how often each offer was had. `except`: a bill id left out (the
 * bill being made again).
 */
export function customerStats(bills: Iterable<Bill>, customer: string, except = ''): OfferCustomer {
  const orders = new Set<string>();
  const usedOffers: Record<string, number> = {};
  const counted = new Set<string>();
  for (const bill of bills) {
    if (bill.order?.customer !== customer || bill.status === 'VOID' || bill.billId === except) continue;
    orders.add(bill.billId);
    if (bill.offer && !counted.has(bill.billId)) {
      counted.add(bill.billId);
      usedOffers[bill.offer.code] = (usedOffers[bill.offer.code] ?? 0) + 1;
    }
  }
  return { code: customer, ordersBefore: orders.size, usedOffers };
}
