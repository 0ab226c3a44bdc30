import type { FieldDeclaration, ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo, TIME } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { WEEKDAYS, type HappyHourRule } from '../domain/happy-hour';
import { happyHourProblems } from '../domain/happy-hour-checks';
import { ITEM_GROUPS } from './item-groups';
import { OUTLETS } from './outlets';
import { PRICE_LISTS } from './price-lists';

/** Monday first, as the counter staff read a week; each a tick box (the engine validates booleans). */
const WEEK_ORDER = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
const WEEKDAY_FIELDS: FieldDeclaration[] = WEEK_ORDER.map((day) => ({
  name: day,
  label: day[0]!.toUpperCase() + day.slice(1),
  type: 'boolean',
  defaultValue: true,
}));

/**
 * Happy hours (/takeaway/happy-hours): a price list or a discount by outlet, weekday and time of day.
 * Billing applies one with the bill's START time (domain/happy-hour.ts: a bill started before the end keeps it).
 * The endpoints follow the family's convention; the contract has none.
 */
export const HAPPY_HOURS: ResourceDeclaration = {
  name: 'takeaway.happy-hours',
  title: 'Happy hours',
  singular: 'Happy hour',
  screen: TAKEAWAY.happyHours,
  key: 'code',
  entity: 'happyHour',
  // At least one weekday, a window of some length, what the pricing kind needs, dates in order (shown beside each
  // field).
  checks: (record) => happyHourProblems(record as unknown as HappyHourRule),
  endpoints: {
    list: 'api/TakeAwayHappyHours/GetHappyHours',
    get: 'api/TakeAwayHappyHours/GetHappyHour',
    save: 'api/TakeAwayHappyHours/SetHappyHour',
  },
  fields: [
    codeField('HH-TEA'),
    nameField(60),
    {
      name: 'outlet',
      label: 'Outlet',
      type: 'reference',
      reference: refTo(OUTLETS),
      help: 'Leave empty to apply at every outlet; an outlet’s own happy hour wins.',
    },
    ...WEEKDAY_FIELDS,
    { name: 'fromTime', label: 'From time', type: 'text', required: true, max: 5, pattern: TIME },
    {
      name: 'toTime',
      label: 'To time',
      type: 'text',
      required: true,
      max: 5,
      pattern: TIME,
      help: 'Not included. A to time before the from time runs past midnight (22:00 to 02:00).',
    },
    {
      name: 'kind',
      label: 'Pricing',
      type: 'select',
      required: true,
      options: [
        { value: 'PRICE_LIST', label: 'Rates of a price list' },
        { value: 'PERCENT', label: 'Percent off' },
        { value: 'AMOUNT', label: 'Amount off each item' },
      ],
      defaultValue: 'PERCENT',
    },
    {
      name: 'priceList',
      label: 'Price list',
      type: 'reference',
      reference: refTo(PRICE_LISTS),
      help: 'For pricing by a price list: items not on it keep their usual rate.',
    },
    { name: 'percentOff', label: 'Percent off', type: 'percent', min: 0, max: 100 },
    {
      name: 'amountOff',
      label: 'Amount off',
      type: 'money',
      min: 0,
      max: 10000,
      help: 'Off each item’s rate; a rate never goes below zero.',
    },
    {
      name: 'itemGroups',
      label: 'Item groups',
      type: 'lines',
      max: 50,
      lines: [
        { name: 'itemGroup', label: 'Item group', type: 'reference', required: true, reference: refTo(ITEM_GROUPS) },
      ],
      help: 'No lines: every item group.',
    },
    { name: 'validFrom', label: 'Valid from', type: 'date', required: true },
    { name: 'validUntil', label: 'Valid until', type: 'date', help: 'The last day it applies; empty: no end.' },
    ACTIVE,
  ],
  columns: ['code', 'name', 'outlet', 'fromTime', 'toTime', 'kind', 'validFrom', 'active'],
  example: {
    code: 'HH-901',
    name: 'Weekend brunch',
    outlet: 'MAIN',
    monday: false,
    tuesday: false,
    wednesday: false,
    thursday: false,
    friday: false,
    saturday: true,
    sunday: true,
    fromTime: '10:00',
    toTime: '12:00',
    kind: 'PERCENT',
    priceList: '',
    percentOff: 10,
    amountOff: null,
    itemGroups: [{ itemGroup: 'BEV' }],
    validFrom: '2027-01-01',
    validUntil: '2027-12-31',
    active: true,
  },
  searchable: ['code', 'name', 'outlet'],
  filters: ['outlet', 'kind', 'active'],
  defaultSort: { field: 'fromTime', direction: 'asc' },
};
