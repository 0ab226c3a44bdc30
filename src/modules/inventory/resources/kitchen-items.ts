import type { ResourceDeclaration } from '../../../engine/resource';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { KITCHENS } from './kitchens';
import { SIMPLE_ITEMS } from './simple-items';

/**
 * Kitchen-wise items (/inventory/inv-kitchenwise-resta): a list per kitchen of the items it prepares, so each KOT goes
 * to the right place.
 */
export const KITCHEN_ITEMS: ResourceDeclaration = {
  name: 'inventory.kitchen-items',
  title: 'Kitchen-wise items',
  singular: 'Kitchen item list',
  screen: INVENTORY.invKitchenwiseResta,
  key: 'code',
  // Contract routes (01-pos.md, POS inventory); the get-one route is ours. The contract's body is
  // `{ details: [...], usr }` (no traCheck); the generic save sends this one list under `details` with traCheck.
  entity: 'details',
  endpoints: {
    list: 'api/POSInventory/GetResKitchenWiseResta',
    get: 'api/POSInventory/GetResKitchenWiseRestaDetails',
    save: 'api/POSInventory/setResKitchenWiseResta',
  },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 12,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. KL-TND' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 60 },
    {
      name: 'kitchen',
      label: 'Kitchen',
      type: 'reference',
      required: true,
      reference: { resource: KITCHENS.name, endpoint: KITCHENS.endpoints.list, key: 'code', label: 'name' },
    },
    { name: 'remarks', label: 'Remarks', type: 'text', max: 120 },
    {
      name: 'items',
      label: 'Items',
      type: 'lines',
      required: true,
      max: 80,
      lines: [
        {
          name: 'item',
          label: 'Item',
          type: 'reference',
          required: true,
          reference: { resource: SIMPLE_ITEMS.name, endpoint: SIMPLE_ITEMS.endpoints.list, key: 'code', label: 'name' },
        },
        { name: 'prepMinutes', label: 'Preparation (minutes)', type: 'number', min: 0, max: 240 },
      ],
    },
  ],
  columns: ['code', 'name', 'kitchen', 'items', 'remarks'],
  example: {
    code: 'KL-JUC',
    name: 'Juice and tea counter items',
    kitchen: 'JUC',
    remarks: 'Cold beverages only',
    items: [
      { item: 'SI-019', prepMinutes: 3 },
      { item: 'SI-020', prepMinutes: 5 },
    ],
  },
  searchable: ['code', 'name', 'kitchen', 'remarks'],
  filters: ['kitchen'],
  defaultSort: { field: 'code', direction: 'asc' },
};
