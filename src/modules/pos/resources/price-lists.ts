import type { ResourceDeclaration } from '../../../engine/resource';
import { POS } from '../../../menus/catalogue/pos';
import { ACTIVE, codeField, nameField, refTo, TAX_INCLUSIVE } from './fields';
import { ITEMS } from './items';
import { OUTLETS } from './outlets';

/** Price lists (/pos/res-price-list): an outlet's own rates for items, from a date. */
export const PRICE_LISTS: ResourceDeclaration = {
  name: 'pos.price-lists',
  title: 'Price lists',
  singular: 'Price list',
  screen: POS.resPriceList,
  key: 'code',
  // Contract routes (01-pos.md); the get-one route is ours. The contract's body is `{ restaCode, pricelist: [...] }`;
  // the generic save sends this one record under `pricelist` with traCheck instead.
  entity: 'pricelist',
  endpoints: {
    list: 'api/pos/getPOSCompletePricesInformation',
    get: 'api/pos/getPOSCompletePricesInfo',
    save: 'api/pos/setPOSCompletePricesInfo',
  },
  fields: [
    codeField('STD'),
    nameField(60),
    {
      name: 'outlet',
      label: 'Outlet',
      type: 'reference',
      reference: refTo(OUTLETS),
      help: 'Leave empty for a list every outlet may use.',
    },
    { name: 'validFrom', label: 'Valid from', type: 'date', required: true },
    { name: 'validTo', label: 'Valid to', type: 'date' },
    TAX_INCLUSIVE,
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
  columns: ['code', 'name', 'outlet', 'validFrom', 'validTo', 'active'],
  example: {
    code: 'ONAM-26',
    name: 'Onam sadya week',
    outlet: 'DIN',
    validFrom: '2026-08-25',
    validTo: '2026-09-05',
    taxInclusive: true,
    active: true,
    lines: [
      { item: 'PI-0001', rate: 140 },
      { item: 'PI-0002', rate: 155 },
    ],
  },
  searchable: ['code', 'name'],
  filters: ['outlet', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
