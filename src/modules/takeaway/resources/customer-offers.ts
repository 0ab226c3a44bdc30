import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { customerOfferProblems } from '../domain/customer-offer-rules';
import { OFFER_KINDS } from '../domain/customer-offer-types';
import { ITEMS } from './items';
import { OUTLETS } from './outlets';

/**
 * Customer offers (/takeaway/customeroffers): buy X get Y, percent or amount off above a bill value, a
 * first order's discount; with a per-customer limit, dates and outlets. What each kind needs is checked
 * by `customerOfferProblems` (domain/customer-offer-rules.ts); billing applies them with `offersFor`.
 */
export const CUSTOMER_OFFERS: ResourceDeclaration = {
  name: 'takeaway.customer-offers',
  title: 'Customer offers',
  singular: 'Customer offer',
  screen: TAKEAWAY.customeroffers,
  key: 'code',
  entity: 'offer',
  // What each kind needs (and leaves empty), dates in order, no outlet twice: shown beside each field, in the form and
  // by the server.
  checks: customerOfferProblems,
  endpoints: {
    list: 'api/TakeAwayOffers/GetCustomerOffers',
    get: 'api/TakeAwayOffers/GetCustomerOffer',
    save: 'api/TakeAwayOffers/SetCustomerOffer',
  },
  fields: [
    codeField('WELCOME20', 12),
    nameField(60),
    {
      name: 'kind',
      label: 'Kind of offer',
      type: 'select',
      required: true,
      options: OFFER_KINDS,
      defaultValue: 'PERCENT_ABOVE',
    },
    {
      name: 'buyItem',
      label: 'Item bought',
      type: 'reference',
      reference: refTo(ITEMS),
      help: 'Buy X get Y: the item the customer buys.',
    },
    {
      name: 'buyQty',
      label: 'Quantity bought',
      type: 'number',
      min: 1,
      max: 99,
      decimals: 0,
      help: 'Buy X get Y: how many earn the free items.',
    },
    {
      name: 'getItem',
      label: 'Free item',
      type: 'reference',
      reference: refTo(ITEMS),
      help: 'Buy X get Y: the item given free (it may be the item bought).',
    },
    {
      name: 'getQty',
      label: 'Free quantity',
      type: 'number',
      min: 1,
      max: 99,
      decimals: 0,
      help: 'Buy X get Y: how many are free each time.',
    },
    {
      name: 'percent',
      label: 'Percent off',
      type: 'percent',
      min: 0,
      max: 100,
      help: 'Percent off above a bill value, or a first order’s percent.',
    },
    {
      name: 'amount',
      label: 'Amount off',
      type: 'money',
      min: 0,
      max: 100_000,
      help: 'Amount off above a bill value, or a first order’s amount.',
    },
    {
      name: 'minBill',
      label: 'Minimum bill (before tax)',
      type: 'money',
      min: 0,
      max: 10_00_000,
      help: 'The bill value before tax the offer starts at; empty: any bill.',
    },
    {
      name: 'perCustomer',
      label: 'Times per customer',
      type: 'number',
      required: true,
      min: 0,
      max: 999,
      decimals: 0,
      defaultValue: 0,
      help: '0: no limit. A limited offer needs the customer on the bill.',
    },
    { name: 'validFrom', label: 'Valid from', type: 'date', required: true },
    { name: 'validUntil', label: 'Valid until', type: 'date', help: 'The last day of the offer; empty: no end.' },
    ACTIVE,
    {
      name: 'outlets',
      label: 'Outlets',
      type: 'lines',
      max: 50,
      help: 'No rows: every outlet.',
      lines: [{ name: 'outlet', label: 'Outlet', type: 'reference', required: true, reference: refTo(OUTLETS) }],
    },
  ],
  columns: ['code', 'name', 'kind', 'perCustomer', 'validFrom', 'validUntil', 'active'],
  example: {
    code: 'OF-9001',
    name: 'Buy two, get one free',
    kind: 'BUY_X_GET_Y',
    buyItem: 'TI-0001',
    buyQty: 2,
    getItem: 'TI-0002',
    getQty: 1,
    percent: null,
    amount: null,
    minBill: null,
    perCustomer: 2,
    validFrom: '2026-12-01',
    validUntil: '2026-12-31',
    active: true,
    outlets: [{ outlet: 'MAIN' }],
  },
  searchable: ['code', 'name'],
  filters: ['kind', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
