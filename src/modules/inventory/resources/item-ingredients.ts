import type { ResourceDeclaration } from '../../../engine/resource';
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
    {
      name: 'code',
      label: 'Recipe code',
      type: 'text',
      required: true,
      max: 12,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. RCP-001' },
      fixedAfterCreate: true,
    },
    {
      name: 'item',
      label: 'Item',
      type: 'reference',
      required: true,
      reference: { resource: SIMPLE_ITEMS.name, endpoint: SIMPLE_ITEMS.endpoints.list, key: 'code', label: 'name' },
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
          reference: { resource: ITEMS.name, endpoint: ITEMS.endpoints.list, key: 'itemId', label: 'name' },
        },
        { name: 'quantity', label: 'Quantity', type: 'number', required: true, min: 0.001 },
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
