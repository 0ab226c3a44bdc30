import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';

/** Combo groups (/takeaway/item-combo-groups): how combos are grouped on the menu (lunch boxes, family packs...). */
export const COMBO_GROUPS: ResourceDeclaration = {
  name: 'takeaway.combo-groups',
  title: 'Combo groups',
  singular: 'Combo group',
  screen: TAKEAWAY.itemComboGroups,
  key: 'code',
  entity: 'comboGroup',
  endpoints: {
    list: 'api/TAComboGroups/GetTAComboGroups',
    get: 'api/TAComboGroups/GetTAComboGroup',
    save: 'api/TAComboGroups/SetTAComboGroup',
  },
  fields: [
    codeField('FAM'),
    nameField(50),
    { name: 'description', label: 'Description', type: 'text', max: 120 },
    { name: 'serves', label: 'Serves (people)', type: 'number', min: 1, max: 50 },
    { name: 'displayOrder', label: 'Display order', type: 'number', min: 0, max: 999 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'serves', 'displayOrder', 'active'],
  example: {
    code: 'FEST',
    name: 'Festival feasts',
    description: 'Onam, Vishu and Christmas specials',
    serves: 4,
    displayOrder: 70,
    active: true,
  },
  searchable: ['code', 'name', 'description'],
  filters: ['active'],
  defaultSort: { field: 'displayOrder', direction: 'asc' },
};
