import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, FOOD_TYPES, nameField, refTo } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';
import { ITEM_GROUPS } from './item-groups';
import { KOT_GROUPS } from './kot-groups';
import { SALE_TAXES } from './sale-taxes';

/** Items (/pos/res-items): what is sold at the outlets, with its rate, KOT group and tax. */
export const ITEMS: ResourceDeclaration = {
  name: 'pos.items',
  title: 'Items',
  singular: 'Item',
  screen: POS.resItems,
  key: 'code',
  entity: 'item',
  // Contract routes and body `{ item, categs: [...], addons: [...], traCheck, usr }` (01-pos.md). This master keeps no
  // categories or add-ons: both lists travel empty, as the customer's client sends them when it has none.
  wire: { header: 'item', parts: { categs: 'categs', addons: 'addons' } },
  endpoints: { list: 'api/items/getPOSItems', get: 'api/items/getPOSItem', save: 'api/items/setResItems' },
  fields: [
    codeField('PI-0001', 12),
    nameField(80),
    {
      name: 'shortName',
      label: 'Name on KOT',
      type: 'text',
      max: 24,
      help: 'A short name for the kitchen ticket and the bill.',
    },
    {
      name: 'barcode',
      label: 'Barcode',
      type: 'text',
      max: 14,
      pattern: { regex: /^\d{8,14}$/, message: '8 to 14 digits (EAN-13, UPC-A, GTIN-8 or GTIN-14)' },
      help: 'Scanned at the billing counters.',
    },
    { name: 'group', label: 'Item group', type: 'reference', required: true, reference: refTo(ITEM_GROUPS) },
    {
      name: 'kotGroup',
      label: 'KOT group',
      type: 'reference',
      reference: refTo(KOT_GROUPS),
      help: 'Leave empty for items that need no kitchen ticket.',
    },
    { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
    { name: 'tax', label: 'Tax', type: 'reference', required: true, reference: refTo(SALE_TAXES) },
    { name: 'foodType', label: 'Food type', type: 'select', required: true, options: FOOD_TYPES, defaultValue: 'VEG' },
    { name: 'openRate', label: 'Rate may be changed at billing', type: 'boolean', defaultValue: false },
    ACTIVE,
    // Shown here; changed with the contract's own route (setPOSItemImage) by the form's panel (item-picture.tsx).
    { name: 'picture', label: 'Picture', type: 'image', readOnly: true },
  ],
  columns: ['code', 'name', 'group', 'kotGroup', 'rate', 'tax', 'active'],
  example: {
    code: 'PI-9001',
    name: 'Karimeen pollichathu',
    shortName: 'KARIMEEN POLLI',
    barcode: '',
    group: 'SEA',
    kotGroup: 'KIT',
    rate: 545,
    tax: 'GST5',
    foodType: 'NONVEG',
    openRate: true,
    active: true,
    picture: '',
  },
  searchable: ['code', 'name', 'shortName', 'barcode'],
  filters: ['group', 'kotGroup', 'tax', 'foodType', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
