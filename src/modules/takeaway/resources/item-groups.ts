import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, TIME } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';

/** Item groups (/takeaway/item-groups): the sections of the take-away menu. */
export const ITEM_GROUPS: ResourceDeclaration = {
  name: 'takeaway.item-groups',
  title: 'Item groups',
  singular: 'Item group',
  screen: TAKEAWAY.itemGroups,
  key: 'code',
  entity: 'itemGroup',
  endpoints: {
    list: 'api/TAItemGroups/GetTAItemGroups',
    get: 'api/TAItemGroups/GetTAItemGroup',
    save: 'api/TAItemGroups/SetTAItemGroup',
  },
  fields: [
    codeField('BIR'),
    nameField(50),
    {
      name: 'description',
      label: 'Menu description',
      type: 'text',
      max: 120,
      help: 'The line shown under the section name in the app.',
    },
    { name: 'displayOrder', label: 'Display order', type: 'number', min: 0, max: 999 },
    { name: 'servedFrom', label: 'Served from', type: 'text', max: 5, pattern: TIME },
    { name: 'servedTo', label: 'Served to', type: 'text', max: 5, pattern: TIME },
    ACTIVE,
  ],
  columns: ['code', 'name', 'displayOrder', 'servedFrom', 'servedTo', 'active'],
  example: {
    code: 'HLT',
    name: 'Healthy bowls',
    description: 'Millet, salads and protein bowls',
    displayOrder: 85,
    servedFrom: '11:00',
    servedTo: '22:00',
    active: true,
  },
  searchable: ['code', 'name', 'description'],
  filters: ['active'],
  defaultSort: { field: 'displayOrder', direction: 'asc' },
};
