import type { CustomerOffer } from './customer-offer-types';

/** A customer offer for tests: a percentage off any bill, at every outlet, from 1 April 2026, as changed. */
export const testOffer = (fields: Partial<CustomerOffer> = {}): CustomerOffer => ({
  code: 'X',
  name: 'Offer',
  kind: 'PERCENT_ABOVE',
  buyItem: '',
  buyQty: null,
  getItem: '',
  getQty: null,
  percent: null,
  amount: null,
  minBill: null,
  perCustomer: 0,
  validFrom: '2026-04-01',
  validUntil: '',
  active: true,
  outlets: [],
  ...fields,
});
