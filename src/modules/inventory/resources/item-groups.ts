import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';

/** Item groups (/inventory/inv-item-groups): a main group and its sub group, e.g. Groceries / Pulses. */
export const ITEM_GROUPS: ResourceDeclaration = {
  name: 'inventory.item-groups',
  title: 'Item groups',
  singular: 'Item group',
  screen: INVENTORY.invItemGroups,
  key: 'code',
  entity: 'group',
  endpoints: {
    list: 'api/invgroups/GetInvItemGroups',
    get: 'api/invgroups/GetInvGroup',
    save: 'api/invgroups/SetInvGroup',
  },
  fields: [
    codeField('GRC-01'),
    nameField(50),
    { name: 'mainGroup', label: 'Main group', type: 'text', required: true, max: 50 },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'RAW', label: 'Raw material' },
        { value: 'FIN', label: 'Finished goods' },
        { value: 'CON', label: 'Consumables' },
        { value: 'SER', label: 'Services' },
      ],
      defaultValue: 'RAW',
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'mainGroup', 'kind', 'active'],
  example: { code: 'TST-01', name: 'Test kits', mainGroup: 'Laboratory', kind: 'CON', active: true },
  searchable: ['code', 'name', 'mainGroup'],
  filters: ['kind', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
