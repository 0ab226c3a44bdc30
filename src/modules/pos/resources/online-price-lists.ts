import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo, taxInclusiveField } from '../../../kits/masters/fields';
import { itemRatesField } from '../../../kits/masters/price-lists';
import { POS } from '../../../menus/catalogue/pos';
import { ITEMS } from './items';
import { ONLINE_OUTLETS } from './online-outlets';

/**
 * Online price lists (/pos/res-price-list-takeaway): the rates an online outlet shows, usually above the counter rates.
 */
export const ONLINE_PRICE_LISTS: ResourceDeclaration = {
  name: 'pos.online-price-lists',
  title: 'Online price lists',
  singular: 'Online price list',
  screen: POS.resPriceListTakeaway,
  key: 'code',
  entity: 'onlinePriceList',
  endpoints: {
    list: 'api/ResOnlinePriceLists/GetResOnlinePriceLists',
    get: 'api/ResOnlinePriceLists/GetResOnlinePriceList',
    save: 'api/ResOnlinePriceLists/SetResOnlinePriceList',
  },
  fields: [
    codeField('ONL-WEB'),
    nameField(60),
    {
      name: 'onlineOutlet',
      label: 'Online outlet',
      type: 'reference',
      required: true,
      reference: refTo(ONLINE_OUTLETS),
    },
    { name: 'validFrom', label: 'Valid from', type: 'date', required: true },
    { name: 'validTo', label: 'Valid to', type: 'date' },
    taxInclusiveField(),
    ACTIVE,
    itemRatesField(ITEMS, [{ name: 'available', label: 'Listed', type: 'boolean', defaultValue: true }]),
  ],
  columns: ['code', 'name', 'onlineOutlet', 'validFrom', 'validTo', 'active'],
  example: {
    code: 'ONL-XMAS',
    name: 'Christmas week online menu',
    onlineOutlet: 'WEB',
    validFrom: '2026-12-20',
    validTo: '2026-12-31',
    taxInclusive: true,
    active: true,
    lines: [
      { item: 'PI-0003', rate: 249, available: true },
      { item: 'PI-0004', rate: 289, available: false },
    ],
  },
  searchable: ['code', 'name'],
  filters: ['onlineOutlet', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
