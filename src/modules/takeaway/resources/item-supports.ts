import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, FOOD_TYPES, nameField, refTo } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { ITEM_GROUPS } from './item-groups';

/** Item supports (/takeaway/item-supports): add-ons offered with items: extra chutney, raita, cutlery... */
export const ITEM_SUPPORTS: ResourceDeclaration = {
  name: 'takeaway.item-supports',
  title: 'Item supports',
  singular: 'Item support',
  screen: TAKEAWAY.itemSupports,
  key: 'code',
  entity: 'itemSupport',
  endpoints: {
    list: 'api/TAItemSupports/GetTAItemSupports',
    get: 'api/TAItemSupports/GetTAItemSupport',
    save: 'api/TAItemSupports/SetTAItemSupport',
  },
  fields: [
    codeField('AD-01'),
    nameField(50),
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'ADDON', label: 'Add-on' },
        { value: 'EXTRA', label: 'Extra portion' },
        { value: 'DIP', label: 'Dip, chutney or sauce' },
        { value: 'SIDE', label: 'Side' },
        { value: 'PACK', label: 'Packaging or cutlery' },
      ],
      defaultValue: 'ADDON',
    },
    { name: 'rate', label: 'Rate', type: 'money', required: true, min: 0, help: 'Zero for a free add-on.' },
    { name: 'foodType', label: 'Food type', type: 'select', required: true, options: FOOD_TYPES, defaultValue: 'VEG' },
    {
      name: 'offeredWith',
      label: 'Offered with group',
      type: 'reference',
      reference: refTo(ITEM_GROUPS),
      help: 'Leave empty to offer it with every item.',
    },
    { name: 'maxPerItem', label: 'Most per item', type: 'number', min: 1, max: 10 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'kind', 'rate', 'offeredWith', 'active'],
  example: {
    code: 'AD-90',
    name: 'Extra fried onions',
    kind: 'EXTRA',
    rate: 20,
    foodType: 'VEG',
    offeredWith: 'BIR',
    maxPerItem: 2,
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['kind', 'offeredWith', 'foodType', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
