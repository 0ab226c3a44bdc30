import { describe, expect, it } from 'vitest';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { OrderLine } from '../../../kits/billing/domain/order-types';
import { bestOffer, namedOffer, withFreeLines, type OfferSetting } from './bill-offer';
import type { CustomerOffer } from './customer-offer-types';
import { testOffer } from './customer-offer.fixture';
import { customerStats } from './customer-stats';

const offer = testOffer;
const CHAI3 = offer({
  code: 'CHAI-B2G1',
  name: 'Three chais for the price of two',
  kind: 'BUY_X_GET_Y',
  buyItem: 'CHAI',
  buyQty: 2,
  getItem: 'CHAI',
  getQty: 1,
});
const LASSI = offer({
  code: 'BIR-LASSI',
  name: 'Free lassi with a biryani',
  kind: 'BUY_X_GET_Y',
  buyItem: 'BIR',
  buyQty: 1,
  getItem: 'LASSI',
  getQty: 1,
  perCustomer: 3,
});
const SAVE10 = offer({ code: 'SAVE10', name: '10% off above 500', percent: 10, minBill: 500 });
const MONSOON = offer({
  code: 'MONSOON50',
  name: 'Monsoon',
  kind: 'AMOUNT_ABOVE',
  amount: 50,
  minBill: 300,
  validFrom: '2025-07-01',
  validUntil: '2025-08-31',
});

const line = (lineId: string, itemId: string, qty: number, rate: number, more: Partial<OrderLine> = {}): OrderLine => ({
  lineId,
  itemId,
  itemName: itemId,
  kotGroup: 'KITCHEN',
  qty,
  rate,
  notes: '',
  ...more,
});
const setting = (offers: CustomerOffer[], used: Record<string, number> = {}): OfferSetting => ({
  offers,
  customer: { code: 'SC-0017', ordersBefore: 4, usedOffers: used },
  outlet: 'MAIN',
  date: '2026-11-25',
});

describe('counter offers', () => {
  it('gives buy X get Y as free lines at rate 0, the cheapest pieces, naming the offer', () => {
    const lines = [line('a', 'CHAI', 2, 30, { happyHour: 'HH-TEA', usualRate: 37.5 }), line('b', 'CHAI', 1, 24)];
    const outcome = bestOffer(lines, setting([CHAI3]));
    expect(outcome.offer).toEqual({
      code: 'CHAI-B2G1',
      name: 'Three chais for the price of two',
      kind: 'BUY_X_GET_Y',
      discount: 24,
      free: true,
    });
    expect(outcome.lines.map((row) => [row.lineId, row.qty, row.rate, row.offer ?? '', row.happyHour ?? ''])).toEqual([
      ['a', 2, 30, '', 'HH-TEA'],
      ['b/free', 1, 0, 'CHAI-B2G1', ''],
    ]);
  });

  it('splits a line when only some of its pieces are free', () => {
    expect(
      withFreeLines([line('a', 'CHAI', 5, 30)], 'CHAI', 1, 'CHAI-B2G1').map((row) => [row.lineId, row.qty, row.rate]),
    ).toEqual([
      ['a', 4, 30],
      ['a/free', 1, 0],
    ]);
  });

  it('takes the largest discount; a percent off is an amount off the bill, lines untouched', () => {
    const lines = [line('a', 'BIR', 2, 240), line('b', 'LASSI', 1, 70)];
    const outcome = bestOffer(lines, setting([LASSI, SAVE10]));
    expect(outcome.offer).toEqual({
      code: 'BIR-LASSI',
      name: 'Free lassi with a biryani',
      kind: 'BUY_X_GET_Y',
      discount: 70,
      free: true,
    });
    const percent = bestOffer([line('a', 'BIR', 3, 240)], setting([LASSI, SAVE10]));
    expect([percent.offer?.code, percent.offer?.discount, percent.offer?.free, percent.lines]).toEqual([
      'SAVE10',
      72,
      false,
      [line('a', 'BIR', 3, 240)],
    ]);
  });

  it('refuses a named offer beyond the customer’s limit, and an expired one, by name', () => {
    const lines = [line('a', 'BIR', 1, 240), line('b', 'LASSI', 1, 70)];
    expect(namedOffer(lines, 'BIR-LASSI', setting([LASSI], { 'BIR-LASSI': 2 }))).toMatchObject({
      offer: { code: 'BIR-LASSI' },
    });
    expect(namedOffer(lines, 'BIR-LASSI', setting([LASSI], { 'BIR-LASSI': 3 }))).toBe(
      'Customer SC-0017 has already had Offer BIR-LASSI 3 times (the limit).',
    );
    expect(namedOffer([line('a', 'BIR', 2, 240)], 'MONSOON50', setting([MONSOON]))).toBe(
      'Offer MONSOON50 expired on 31-Aug-2025.',
    );
    expect(namedOffer(lines, '', setting([LASSI]))).toEqual({ lines });
    expect(namedOffer(lines, 'GONE', setting([LASSI]))).toBe('Offer GONE is not a customer offer.');
  });

  it('counts a customer’s orders and offers from the bills: a split once, a void not at all', () => {
    const bill = (billId: string, status: Bill['status'], offerCode?: string, customer = 'SC-0017') =>
      ({
        billId,
        status,
        order: { orderType: 'TAKEAWAY', customer, customerName: '', phone: '', address: '', startedAt: '' },
        ...(offerCode ? { offer: { code: offerCode, name: '', kind: 'BUY_X_GET_Y', discount: 70, free: true } } : {}),
      }) as Bill;
    const bills = [
      bill('1', 'SETTLED', 'BIR-LASSI'),
      bill('2', 'UNSETTLED', 'BIR-LASSI'),
      bill('2', 'UNSETTLED', 'BIR-LASSI'),
      bill('3', 'VOID', 'BIR-LASSI'),
      bill('4', 'SETTLED', undefined, 'SC-0001'),
    ];
    expect(customerStats(bills, 'SC-0017')).toEqual({
      code: 'SC-0017',
      ordersBefore: 2,
      usedOffers: { 'BIR-LASSI': 2 },
    });
  });
});
