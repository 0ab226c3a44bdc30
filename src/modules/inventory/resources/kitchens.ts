import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { STORES } from './stores';

/** Kitchens (/inventory/inv-kitchens): where items are prepared, the store they draw from and their KOT printer. */
export const KITCHENS: ResourceDeclaration = {
  name: 'inventory.kitchens',
  title: 'Kitchens',
  singular: 'Kitchen',
  screen: INVENTORY.invKitchens,
  key: 'code',
  entity: 'kitchen',
  // Contract routes and body `{ kitchen, traCheck, usr }` (01-pos.md, POS inventory); the get-one route is ours.
  endpoints: {
    list: 'api/POSInventory/GetResKitchens',
    get: 'api/POSInventory/GetResKitchen',
    save: 'api/POSInventory/setResKitchen',
  },
  fields: [
    codeField('TND'),
    nameField(50),
    {
      name: 'kitchenType',
      label: 'Kitchen type',
      type: 'select',
      required: true,
      options: [
        { value: 'HOT', label: 'Hot kitchen' },
        { value: 'TND', label: 'Tandoor' },
        { value: 'COLD', label: 'Cold kitchen' },
        { value: 'BAK', label: 'Bakery and pastry' },
        { value: 'BEV', label: 'Beverages and bar' },
        { value: 'PAN', label: 'Pantry or canteen' },
      ],
      defaultValue: 'HOT',
    },
    {
      name: 'store',
      label: 'Draws from store',
      type: 'reference',
      required: true,
      reference: refTo(STORES),
    },
    { name: 'inCharge', label: 'Chef or in-charge', type: 'text', max: 60 },
    { name: 'kotPrinter', label: 'KOT printer', type: 'text', max: 40 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'kitchenType', 'store', 'inCharge', 'active'],
  example: {
    code: 'GRL',
    name: 'Grill station',
    kitchenType: 'HOT',
    store: 'KIT',
    inCharge: 'Anil Varghese',
    kotPrinter: 'KOT-GRILL',
    active: true,
  },
  searchable: ['code', 'name', 'inCharge'],
  filters: ['kitchenType', 'store', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
