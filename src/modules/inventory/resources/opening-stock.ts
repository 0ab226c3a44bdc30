import type { ResourceDeclaration } from '../../../engine/resource';
import { codeField, refTo } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { ITEMS } from './items';
import { STORES } from './stores';

/** Opening stock (/inventory/inv-opening-items): one entry per item, with the quantity and rate held in each store. */
export const OPENING_STOCK: ResourceDeclaration = {
  name: 'inventory.opening-stock',
  title: 'Opening stock',
  singular: 'Opening stock',
  screen: INVENTORY.invOpeningItems,
  key: 'entryNo',
  entity: 'opening',
  endpoints: {
    list: 'api/invOpening/getInvOpeningStocks',
    get: 'api/invOpening/GetInvOpening',
    save: 'api/invOpening/SetInvOpening',
  },
  fields: [
    codeField('OS-0001', 12, { name: 'entryNo', label: 'Entry number' }),
    {
      name: 'item',
      label: 'Item',
      type: 'reference',
      required: true,
      reference: refTo(ITEMS, { key: 'itemId' }),
    },
    {
      name: 'asOn',
      label: 'As on',
      type: 'date',
      required: true,
      help: 'Usually the first day of the financial year.',
    },
    { name: 'narration', label: 'Narration', type: 'text', max: 120 },
    {
      name: 'stores',
      label: 'Stock by store',
      type: 'lines',
      required: true,
      max: 20,
      lines: [
        {
          name: 'store',
          label: 'Store',
          type: 'reference',
          required: true,
          reference: refTo(STORES),
        },
        { name: 'quantity', label: 'Quantity', type: 'number', required: true, min: 0 },
        { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
        { name: 'batch', label: 'Batch', type: 'text', max: 20 },
        { name: 'expiry', label: 'Expiry', type: 'date' },
      ],
    },
  ],
  columns: ['entryNo', 'item', 'asOn', 'stores', 'narration'],
  example: {
    entryNo: 'OS-9001',
    item: 'ITM-0032',
    asOn: '2025-04-01',
    narration: 'Physical count on 31-Mar-2025',
    stores: [
      { store: 'HKP', quantity: 48, rate: 46.5, batch: '', expiry: '' },
      { store: 'MAIN', quantity: 120, rate: 47, batch: 'TR-0325', expiry: '' },
    ],
  },
  searchable: ['entryNo', 'item', 'narration'],
  filters: ['item'],
  defaultSort: { field: 'entryNo', direction: 'asc' },
};
