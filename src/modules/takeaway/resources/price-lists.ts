import type { ResourceDeclaration } from '../../../engine/resource';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { ACTIVE, codeField, nameField, refTo } from './fields';
import { ITEMS } from './items';
import { OUTLETS } from './outlets';

/** Price lists (/takeaway/price-list): rates by outlet and ordering channel. */
export const PRICE_LISTS: ResourceDeclaration = {
  name: 'takeaway.price-lists',
  title: 'Price lists',
  singular: 'Price list',
  screen: TAKEAWAY.priceList,
  key: 'code',
  entity: 'priceList',
  endpoints: {
    list: 'api/TAPriceLists/GetTAPriceLists',
    get: 'api/TAPriceLists/GetTAPriceList',
    save: 'api/TAPriceLists/SetTAPriceList',
  },
  fields: [
    codeField('CTR'),
    nameField(60),
    {
      name: 'outlet',
      label: 'Outlet',
      type: 'reference',
      reference: refTo(OUTLETS),
      help: 'Leave empty for every outlet.',
    },
    {
      name: 'channel',
      label: 'Channel',
      type: 'select',
      required: true,
      options: [
        { value: 'COUNTER', label: 'Counter' },
        { value: 'PHONE', label: 'Phone orders' },
        { value: 'APP', label: 'Own app and website' },
        { value: 'AGGREGATOR', label: 'Delivery aggregators' },
      ],
      defaultValue: 'COUNTER',
    },
    { name: 'validFrom', label: 'Valid from', type: 'date', required: true },
    { name: 'validTo', label: 'Valid to', type: 'date' },
    { name: 'taxInclusive', label: 'Rates include tax', type: 'boolean', defaultValue: true },
    ACTIVE,
    {
      name: 'lines',
      label: 'Item rates',
      type: 'lines',
      required: true,
      max: 500,
      lines: [
        { name: 'item', label: 'Item', type: 'reference', required: true, reference: refTo(ITEMS) },
        { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
      ],
    },
  ],
  columns: ['code', 'name', 'outlet', 'channel', 'validFrom', 'active'],
  example: {
    code: 'XMAS-26',
    name: 'Christmas week',
    outlet: '',
    channel: 'APP',
    validFrom: '2026-12-20',
    validTo: '2026-12-31',
    taxInclusive: true,
    active: true,
    lines: [
      { item: 'TI-0003', rate: 95 },
      { item: 'TI-0004', rate: 120 },
    ],
  },
  searchable: ['code', 'name'],
  filters: ['outlet', 'channel', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
