import { describe, expect, it } from 'vitest';
import type { CustomerOffer, OfferBill, OfferCustomer } from './customer-offer-types';
import { testOffer } from './customer-offer.fixture';
import { freeUnits, judgeOffer, offersFor } from './customer-offers';

const offer = testOffer;
const bxgy = (code: string, buy: [string, number], get: [string, number], more: Partial<CustomerOffer> = {}) =>
  offer({ code, kind: 'BUY_X_GET_Y', buyItem: buy[0], buyQty: buy[1], getItem: get[0], getQty: get[1], ...more });

// Chai at 30.00, biryani at 240.00, lassi at 70.00.
const bill = (lines: OfferBill['lines'], more: Partial<OfferBill> = {}): OfferBill => ({
  lines,
  subTotal: lines.reduce((sum, line) => sum + line.rate * line.qty, 0),
  outlet: 'MAIN',
  date: '2026-06-15',
  ...more,
});
const chai = (qty: number, rate = 3000) => ({ itemId: 'CHAI', qty, rate });
const biryani = (qty: number) => ({ itemId: 'BIR', qty, rate: 24000 });
const lassi = (qty: number) => ({ itemId: 'LASSI', qty, rate: 7000 });
const known = (more: Partial<OfferCustomer> = {}): OfferCustomer => ({
  code: 'C1',
  ordersBefore: 3,
  usedOffers: {},
  ...more,
});

const discountOf = (o: CustomerOffer, b: OfferBill, c: OfferCustomer | null = null) => {
  const verdict = judgeOffer(o, b, c);
  return verdict.applies ? verdict.offer.discount : verdict.reason;
};

describe('buy X get Y', () => {
  const lassiWithBiryani = bxgy('BL', ['BIR', 1], ['LASSI', 1]);

  it('gives the free item’s value as many times as the bill holds the bought quantity, up to the free items on it', () => {
    expect(discountOf(lassiWithBiryani, bill([biryani(2), lassi(3)]))).toBe(14000);
    expect(discountOf(lassiWithBiryani, bill([biryani(3), lassi(1)]))).toBe(7000);
    expect(judgeOffer(lassiWithBiryani, bill([biryani(2), lassi(3)]), null)).toMatchObject({
      applies: true,
      offer: { freeQty: 2 },
    });
  });

  it('does not apply without the bought quantity or without the free item on the bill', () => {
    expect(discountOf(bxgy('B2', ['BIR', 2], ['LASSI', 1]), bill([biryani(1), lassi(1)]))).toMatch(
      /needs 2 of item BIR/,
    );
    expect(discountOf(lassiWithBiryani, bill([biryani(1)]))).toMatch(/item LASSI on the bill/);
  });

  it('counts sets of paid plus free units when the free item is the item bought', () => {
    const b2g1 = { buyItem: 'CHAI', buyQty: 2, getItem: 'CHAI', getQty: 1 };
    expect([2, 3, 5, 6, 7].map((qty) => freeUnits([chai(qty)], b2g1))).toEqual([0, 1, 1, 2, 2]);
    // Buy 2 get 2: a third cup is free, the fourth too.
    expect([3, 4, 5].map((qty) => freeUnits([chai(qty)], { ...b2g1, getQty: 2 }))).toEqual([1, 2, 2]);
    expect(discountOf(bxgy('B2G1', ['CHAI', 2], ['CHAI', 1]), bill([chai(6)]))).toBe(6000);
  });

  it('adds up the item over its lines and frees the cheapest pieces first', () => {
    // 3 chais at 30.00 and 2 in a happy hour at 20.00: 5 cups, one set of 3 (+2 paid): 1 free at 20.00.
    expect(discountOf(bxgy('B2G1', ['CHAI', 2], ['CHAI', 1]), bill([chai(3), chai(2, 2000)]))).toBe(2000);
  });
});

describe('percent and amount above a bill value', () => {
  const tenAbove500 = offer({ code: 'P10', kind: 'PERCENT_ABOVE', percent: 10, minBill: 500 });
  const flat75 = offer({ code: 'A75', kind: 'AMOUNT_ABOVE', amount: 75, minBill: 599 });

  it('takes the percent of the subtotal once it reaches the minimum, to the paisa', () => {
    expect(discountOf(tenAbove500, bill([], { subTotal: 50000 }))).toBe(5000);
    expect(discountOf(offer({ code: 'P', percent: 12.5, minBill: 1 }), bill([], { subTotal: 12345 }))).toBe(1543);
    expect(discountOf(tenAbove500, bill([], { subTotal: 49999 }))).toBe('Offer P10 needs a bill of 500.00 before tax.');
  });

  it('takes the amount, never more than the bill', () => {
    expect(discountOf(flat75, bill([], { subTotal: 59900 }))).toBe(7500);
    expect(
      discountOf(offer({ code: 'A', kind: 'AMOUNT_ABOVE', amount: 100, minBill: null }), bill([], { subTotal: 4000 })),
    ).toBe(4000);
    expect(discountOf(offer({ code: 'P', percent: 100, minBill: 1 }), bill([], { subTotal: 4000 }))).toBe(4000);
  });
});

describe('first order', () => {
  const welcome = offer({ code: 'W20', kind: 'FIRST_ORDER', percent: 20, minBill: 199 });

  it('applies only to a known customer with no orders before', () => {
    expect(discountOf(welcome, bill([], { subTotal: 30000 }), known({ ordersBefore: 0 }))).toBe(6000);
    expect(discountOf(welcome, bill([], { subTotal: 30000 }), known({ ordersBefore: 1 }))).toMatch(/first order only/);
    expect(discountOf(welcome, bill([], { subTotal: 30000 }), null)).toMatch(/enter the customer first/);
  });

  it('gives an amount when it has no percent, and only once', () => {
    const fifty = offer({ code: 'W50', kind: 'FIRST_ORDER', amount: 50 });
    expect(discountOf(fifty, bill([], { subTotal: 30000 }), known({ ordersBefore: 0 }))).toBe(5000);
    expect(
      discountOf(fifty, bill([], { subTotal: 30000 }), known({ ordersBefore: 0, usedOffers: { W50: 1 } })),
    ).toMatch(/already had Offer W50 1 time/);
  });
});

describe('limits, dates and outlets', () => {
  const limited = offer({ code: 'L2', percent: 10, minBill: 100, perCustomer: 2 });
  const big = bill([], { subTotal: 100000 });

  it('needs a known customer for a limited offer and stops at the limit', () => {
    expect(discountOf(limited, big, null)).toMatch(/limited per customer/);
    expect(discountOf(limited, big, known({ usedOffers: { L2: 1 } }))).toBe(10000);
    expect(discountOf(limited, big, known({ usedOffers: { L2: 2 } }))).toBe(
      'Customer C1 has already had Offer L2 2 times (the limit).',
    );
    // An unlimited offer does not need the customer.
    expect(discountOf(offer({ code: 'U', percent: 5, minBill: 100 }), big, null)).toBe(5000);
  });

  it('runs from its first to its last day, and only while active', () => {
    const season = offer({ code: 'S', percent: 10, minBill: 100, validFrom: '2026-10-15', validUntil: '2026-11-15' });
    expect(discountOf(season, { ...big, date: '2026-10-14' })).toBe('Offer S starts on 15-Oct-2026.');
    expect(discountOf(season, { ...big, date: '2026-10-15' })).toBe(10000);
    expect(discountOf(season, { ...big, date: '2026-11-15' })).toBe(10000);
    expect(discountOf(season, { ...big, date: '2026-11-16' })).toBe('Offer S expired on 15-Nov-2026.');
    expect(discountOf({ ...season, active: false }, { ...big, date: '2026-11-01' })).toBe('Offer S is not active.');
  });

  it('runs at its outlets only, or at every outlet when it lists none', () => {
    const cloud = offer({ code: 'CK', percent: 10, minBill: 100, outlets: [{ outlet: 'CK1' }, { outlet: 'CK2' }] });
    expect(discountOf(cloud, { ...big, outlet: 'CK2' })).toBe(10000);
    expect(discountOf(cloud, big)).toBe('Offer CK does not run at outlet MAIN.');
  });
});

describe('offersFor', () => {
  const lines = [biryani(2), lassi(2), chai(1)]; // 480 + 140 + 30 = 650.00
  const offers = [
    offer({ code: 'SAVE10', percent: 10, minBill: 500 }), // 65.00
    offer({ code: 'FLAT75', kind: 'AMOUNT_ABOVE', amount: 75, minBill: 599, perCustomer: 2 }), // 75.00, limited
    bxgy('BIR-LASSI', ['BIR', 1], ['LASSI', 1]), // 2 lassis: 140.00
    offer({ code: 'OLD', percent: 50, minBill: 1, validUntil: '2026-05-31' }),
  ];

  it('lists every offer that applies with its discount, largest first, and the largest wins', () => {
    const choice = offersFor(bill(lines), known(), offers);
    expect(choice.applicable.map((applied) => [applied.code, applied.discount])).toEqual([
      ['BIR-LASSI', 14000],
      ['FLAT75', 7500],
      ['SAVE10', 6500],
    ]);
    expect(choice.best).toMatchObject({ code: 'BIR-LASSI', discount: 14000, freeQty: 2, limited: false });
  });

  it('leaves out the limited offers when no customer is known', () => {
    expect(offersFor(bill(lines), null, offers).applicable.map((applied) => applied.code)).toEqual([
      'BIR-LASSI',
      'SAVE10',
    ]);
  });

  it('on a tie prefers the offer without a per-customer limit, then the first code', () => {
    const tied = [
      offer({ code: 'A-LIMITED', kind: 'AMOUNT_ABOVE', amount: 65, minBill: 100, perCustomer: 1 }),
      offer({ code: 'Z-OPEN', percent: 10, minBill: 500 }),
      offer({ code: 'B-OPEN', kind: 'AMOUNT_ABOVE', amount: 65, minBill: 100 }),
    ];
    expect(offersFor(bill(lines), known(), tied).applicable.map((applied) => applied.code)).toEqual([
      'B-OPEN',
      'Z-OPEN',
      'A-LIMITED',
    ]);
  });

  it('gives nothing when nothing applies', () => {
    expect(offersFor(bill([chai(1)]), null, offers)).toEqual({ applicable: [], best: null });
  });

  it('judges 200 offers on a 50-line bill (the bench times it: 20 ms at most)', () => {
    const many = Array.from({ length: 200 }, (_, index) =>
      index % 2
        ? bxgy(`B${index}`, [`I${index % 50}`, 2], [`I${(index + 1) % 50}`, 1])
        : offer({ code: `P${index}`, percent: (index % 20) + 1, minBill: index * 10 }),
    );
    const fifty = bill(
      Array.from({ length: 50 }, (_, index) => ({
        itemId: `I${index}`,
        qty: (index % 4) + 1,
        rate: 1000 + index * 100,
      })),
    );
    const choice = offersFor(fifty, known(), many);
    expect(choice.best).not.toBeNull();
  });
});
