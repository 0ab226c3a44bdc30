import type { ResourceDeclaration } from '../../../engine/resource';
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
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 12,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. SI-001' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 80 },
    {
      name: 'category',
      label: 'Category',
      type: 'reference',
      required: true,
      reference: {
        resource: ITEM_CATEGORIES.name,
        endpoint: ITEM_CATEGORIES.endpoints.list,
        key: 'code',
        label: 'name',
      },
    },
    {
      name: 'unit',
      label: 'Unit',
      type: 'reference',
      required: true,
      reference: {
        resource: UNITS_OF_MEASURE.name,
        endpoint: UNITS_OF_MEASURE.endpoints.list,
        key: 'code',
        label: 'name',
      },
    },
    { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
    { name: 'taxPercent', label: 'GST', type: 'percent', required: true, defaultValue: 5 },
    {
      name: 'foodType',
      label: 'Food type',
      type: 'select',
      required: true,
      options: [
        { value: 'VEG', label: 'Vegetarian' },
        { value: 'NONVEG', label: 'Non-vegetarian' },
        { value: 'EGG', label: 'Contains egg' },
        { value: 'NA', label: 'Not food' },
      ],
      defaultValue: 'NA',
    },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
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
