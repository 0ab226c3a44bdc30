import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, FOOD_TYPES, nameField, refTo } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { ITEM_CATEGORIES } from './item-categories';
import { UNITS_OF_MEASURE } from './units-of-measure';

/**
 * Simple items (/inventory/inv-item-simple): the short item form of the hotel and restaurant variant, for what is
 * prepared or put together from stock items (dishes, kits, hampers, assemblies), with its category, unit and rate.
 */
export const SIMPLE_ITEMS: ResourceDeclaration = {
  name: 'inventory.simple-items',
  title: 'Items (simple)',
  singular: 'Item',
  screen: INVENTORY.invItemSimple,
  key: 'code',
  entity: 'item',
  endpoints: {
    list: 'api/invsimpleitems/GetInvSimpleItems',
    get: 'api/invsimpleitems/GetInvSimpleItem',
    save: 'api/invsimpleitems/SetInvSimpleItem',
  },
  fields: [
    codeField('SI-001', 12),
    nameField(80),
    {
      name: 'category',
      label: 'Category',
      type: 'reference',
      required: true,
      reference: refTo(ITEM_CATEGORIES),
    },
    {
      name: 'unit',
      label: 'Unit',
      type: 'reference',
      required: true,
      reference: refTo(UNITS_OF_MEASURE),
    },
    { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
    { name: 'taxPercent', label: 'GST', type: 'percent', required: true, defaultValue: 5 },
    {
      name: 'foodType',
      label: 'Food type',
      type: 'select',
      required: true,
      options: FOOD_TYPES,
      defaultValue: 'NA',
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'category', 'unit', 'rate', 'foodType', 'active'],
  example: {
    code: 'SI-901',
    name: 'Kerala parotta',
    category: 'BRD',
    unit: 'NOS',
    rate: 30,
    taxPercent: 5,
    foodType: 'VEG',
    active: true,
  },
  searchable: ['code', 'name', 'category'],
  filters: ['category', 'foodType', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
