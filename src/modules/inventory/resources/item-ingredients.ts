import type { ResourceDeclaration } from '../../../engine/resource';
import { codeField, refTo } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { ITEMS } from './items';
import { SIMPLE_ITEMS } from './simple-items';
import { UNITS_OF_MEASURE } from './units-of-measure';

/**
 * Item-wise ingredients (/inventory/inv-itemwise-ingredients): a recipe, the stock items one batch of a prepared item
 * uses.
 */
export const ITEM_INGREDIENTS: ResourceDeclaration = {
  name: 'inventory.item-ingredients',
  title: 'Item-wise ingredients',
  singular: 'Recipe',
  screen: INVENTORY.invItemwiseIngredients,
  key: 'code',
  // Contract routes (01-pos.md, POS inventory); the get-one route is ours. The contract's body is
  // `{ details: [...], usr }` (no traCheck); the generic save sends this one recipe under `details` with traCheck.
  entity: 'details',
  endpoints: {
    list: 'api/POSInventory/GetItemWiseIngredients',
    get: 'api/POSInventory/GetItemWiseIngredient',
    save: 'api/POSInventory/SetItemWiseIngredients',
  },
  fields: [
    codeField('RCP-001', 12, { label: 'Recipe code' }),
    {
      name: 'item',
      label: 'Item',
      type: 'reference',
      required: true,
      reference: refTo(SIMPLE_ITEMS),
    },
    {
      name: 'batchSize',
      label: 'Batch makes',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: 1,
      help: 'How many units of the item the quantities below make.',
    },
    { name: 'method', label: 'Method', type: 'multiline', max: 500 },
    {
      name: 'ingredients',
      label: 'Ingredients',
      type: 'lines',
      required: true,
      max: 40,
      lines: [
        {
          name: 'ingredient',
          label: 'Ingredient',
          type: 'reference',
          required: true,
          reference: refTo(ITEMS, { key: 'itemId' }),
        },
        { name: 'quantity', label: 'Quantity', type: 'number', required: true, min: 0.001 },
        {
          name: 'unit',
          label: 'Unit',
          type: 'reference',
          required: true,
          reference: refTo(UNITS_OF_MEASURE),
        },
      ],
    },
  ],
  columns: ['code', 'item', 'batchSize', 'ingredients', 'method'],
  example: {
    code: 'RCP-901',
    item: 'SI-020',
    batchSize: 10,
    method: 'Boil the milk, add tea leaves and sugar, simmer two minutes and strain.',
    ingredients: [
      { ingredient: 'ITM-0010', quantity: 1.2, unit: 'LTR' },
      { ingredient: 'ITM-0027', quantity: 40, unit: 'GM' },
    ],
  },
  searchable: ['code', 'item', 'method'],
  filters: ['item'],
  defaultSort: { field: 'code', direction: 'asc' },
};
