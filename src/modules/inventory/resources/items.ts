import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { ITEM_GROUPS } from './item-groups';
import { UNITS_OF_MEASURE } from './units-of-measure';

const unit = refTo(UNITS_OF_MEASURE);

/**
 * Items (/inventory/inv-items): the backend contract's item fields, with extra units and their conversion factors as
 * lines.
 */
export const ITEMS: ResourceDeclaration = {
  name: 'inventory.items',
  title: 'Items',
  singular: 'Item',
  screen: INVENTORY.invItems,
  key: 'itemId',
  entity: 'material',
  endpoints: {
    list: 'api/invmaterial/GetInvMaterials',
    get: 'api/invmaterial/GetInvMaterial',
    save: 'api/invmaterial/setInvMaterial',
  },
  fields: [
    codeField('ITM-0001', 15, { name: 'itemId', label: 'Item id' }),
    nameField(80),
    {
      name: 'group',
      label: 'Group',
      type: 'reference',
      required: true,
      reference: refTo(ITEM_GROUPS),
    },
    { name: 'unit', label: 'Stock unit', type: 'reference', required: true, reference: unit },
    { name: 'standardRate', label: 'Standard rate', type: 'money', required: true, min: 0 },
    { name: 'reorderQty', label: 'Reorder quantity', type: 'number', min: 0 },
    {
      name: 'costing',
      label: 'Costing',
      type: 'select',
      required: true,
      options: [
        { value: 'FIFO', label: 'First in, first out' },
        { value: 'AVG', label: 'Weighted average' },
        { value: 'STD', label: 'Standard rate' },
      ],
      defaultValue: 'AVG',
    },
    { name: 'shelfLife', label: 'Shelf life required', type: 'boolean', defaultValue: false },
    { name: 'inventory', label: 'Keep stock', type: 'boolean', defaultValue: true },
    ACTIVE,
    {
      name: 'units',
      label: 'Other units',
      type: 'lines',
      help: 'How many stock units one of each other unit holds.',
      lines: [
        { name: 'unit', label: 'Unit', type: 'reference', required: true, reference: unit },
        { name: 'factor', label: 'Conversion factor', type: 'number', required: true, min: 0.0001 },
      ],
    },
    { name: 'picture', label: 'Picture', type: 'image' },
  ],
  columns: ['itemId', 'name', 'group', 'unit', 'standardRate', 'active'],
  example: {
    itemId: 'ITM-9001',
    name: 'Safety gloves',
    group: 'HKP',
    unit: 'NOS',
    standardRate: 85.5,
    reorderQty: 50,
    costing: 'FIFO',
    shelfLife: false,
    inventory: true,
    active: true,
    units: [{ unit: 'BOX', factor: 100 }],
    picture: '',
  },
  searchable: ['itemId', 'name', 'group'],
  filters: ['group', 'costing', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
