import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, FOOD_TYPES, nameField, refTo } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { ITEM_GROUPS } from './item-groups';
import { TAXES } from './taxes';

/** Items (/takeaway/item-masters): the take-away menu with rates, tax, packing charge and preparation time. */
export const ITEMS: ResourceDeclaration = {
  name: 'takeaway.items',
  title: 'Items',
  singular: 'Item',
  screen: TAKEAWAY.itemMasters,
  key: 'code',
  entity: 'item',
  endpoints: { list: 'api/TAItems/GetTAItems', get: 'api/TAItems/GetTAItem', save: 'api/TAItems/SetTAItem' },
  fields: [
    codeField('TI-0001', 12),
    nameField(80),
    { name: 'group', label: 'Item group', type: 'reference', required: true, reference: refTo(ITEM_GROUPS) },
    { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 },
    { name: 'tax', label: 'Tax', type: 'reference', required: true, reference: refTo(TAXES) },
    { name: 'foodType', label: 'Food type', type: 'select', required: true, options: FOOD_TYPES, defaultValue: 'VEG' },
    { name: 'packingCharge', label: 'Packing charge', type: 'money', min: 0, defaultValue: 0 },
    { name: 'prepMinutes', label: 'Preparation time (minutes)', type: 'number', min: 0, max: 120 },
    { name: 'description', label: 'Description', type: 'multiline', max: 300 },
    { name: 'onlineListed', label: 'Listed online', type: 'boolean', defaultValue: true },
    ACTIVE,
    { name: 'picture', label: 'Picture', type: 'image' },
  ],
  columns: ['code', 'name', 'group', 'rate', 'tax', 'foodType', 'active'],
  example: {
    code: 'TI-9001',
    name: 'Kappa and fish curry',
    group: 'MEAL',
    rate: 180,
    tax: 'GST5',
    foodType: 'NONVEG',
    packingCharge: 15,
    prepMinutes: 12,
    description: 'Boiled tapioca with a red Kerala fish curry.',
    onlineListed: true,
    active: true,
    picture: '',
  },
  searchable: ['code', 'name', 'description'],
  filters: ['group', 'tax', 'foodType', 'onlineListed', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
