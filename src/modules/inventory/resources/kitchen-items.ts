import type { ResourceDeclaration } from '../../../engine/resource';
import { codeField, nameField, refTo } from '../../../kits/masters/fields';
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
    codeField('KL-TND', 12),
    nameField(60),
    {
      name: 'kitchen',
      label: 'Kitchen',
      type: 'reference',
      required: true,
      reference: refTo(KITCHENS),
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
          reference: refTo(SIMPLE_ITEMS),
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
