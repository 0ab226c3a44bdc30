import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../engine/resource-schema';
import { CUSTOMER_OFFERS } from '../resources/customer-offers';
import { customerOfferProblems } from './customer-offer-rules';

const example = CUSTOMER_OFFERS.example;
const blank = {
  ...example,
  buyItem: '',
  buyQty: null,
  getItem: '',
  getQty: null,
  percent: null,
  amount: null,
  minBill: null,
};

describe('customerOfferProblems', () => {
  it('finds nothing wrong with the declared example, which the field rules also accept', () => {
    expect(customerOfferProblems(example)).toEqual({});
    expect(resourceSchema(CUSTOMER_OFFERS).safeParse(example).success).toBe(true);
  });

  it('asks a buy-X-get-Y offer for both items and both quantities, and nothing off', () => {
    expect(customerOfferProblems({ ...blank, kind: 'BUY_X_GET_Y', percent: 10 })).toEqual({
      buyItem: ['Choose the item the customer buys'],
      buyQty: ['Enter how many the customer buys (1 or more)'],
      getItem: ['Choose the item given free'],
      getQty: ['Enter how many are given free (1 or more)'],
      percent: ['Leave empty: a buy-X-get-Y offer does not use it'],
    });
  });

  it('asks a percent offer for its percent and minimum bill, and no items', () => {
    expect(customerOfferProblems({ ...blank, kind: 'PERCENT_ABOVE', percent: 0, buyItem: 'TI-0001' })).toEqual({
      percent: ['Enter the percent taken off (more than 0)'],
      minBill: ['Enter the bill value the percent starts at (more than 0)'],
      buyItem: ['Leave empty: a percent-off offer does not use it'],
    });
    expect(customerOfferProblems({ ...blank, kind: 'PERCENT_ABOVE', percent: 10, minBill: 500 })).toEqual({});
  });

  it('asks an amount offer for an amount no larger than its minimum bill', () => {
    expect(customerOfferProblems({ ...blank, kind: 'AMOUNT_ABOVE', amount: 600, minBill: 500 })).toEqual({
      amount: ['The amount off cannot be more than the minimum bill'],
    });
    expect(customerOfferProblems({ ...blank, kind: 'AMOUNT_ABOVE' })).toEqual({
      amount: ['Enter the amount taken off (more than 0)'],
      minBill: ['Enter the bill value the amount starts at (more than 0)'],
    });
  });

  it('asks a first-order offer for a percent or an amount, not both', () => {
    expect(customerOfferProblems({ ...blank, kind: 'FIRST_ORDER' })).toEqual({
      percent: ['Enter the percent or the amount taken off a first order'],
    });
    expect(customerOfferProblems({ ...blank, kind: 'FIRST_ORDER', percent: 20, amount: 50 })).toEqual({
      amount: ['Give a percent or an amount, not both'],
    });
    expect(customerOfferProblems({ ...blank, kind: 'FIRST_ORDER', amount: 50, minBill: 150 })).toEqual({});
  });

  it('wants valid until on or after valid from, and each outlet once', () => {
    expect(customerOfferProblems({ ...example, validFrom: '2026-12-01', validUntil: '2026-11-30' })).toEqual({
      validUntil: ['Valid until must be on or after valid from'],
    });
    expect(customerOfferProblems({ ...example, validUntil: '2026-12-01' })).toEqual({});
    expect(
      customerOfferProblems({ ...example, outlets: [{ outlet: 'MAIN' }, { outlet: 'CK1' }, { outlet: 'MAIN' }] }),
    ).toEqual({ 'outlets.2.outlet': ['Outlet MAIN is listed twice'] });
  });
});
