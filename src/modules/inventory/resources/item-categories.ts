import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';

/**
 * Item categories (/inventory/inv-item-categories): how prepared and sold items are grouped on menus and in the online
 * store.
 */
export const ITEM_CATEGORIES: ResourceDeclaration = {
  name: 'inventory.item-categories',
  title: 'Item categories',
  singular: 'Item category',
  screen: INVENTORY.invItemCategories,
  key: 'code',
  entity: 'category',
  endpoints: {
    list: 'api/invcategories/GetInvCategories',
    get: 'api/invcategories/GetInvCategory',
    save: 'api/invcategories/SetInvCategory',
  },
  fields: [
    codeField('STR'),
    nameField(50),
    { name: 'description', label: 'Description', type: 'multiline', max: 200 },
    { name: 'sortOrder', label: 'Display order', type: 'number', required: true, min: 1, max: 999, defaultValue: 1 },
    { name: 'showOnline', label: 'Show in the online store', type: 'boolean', defaultValue: false },
    ACTIVE,
  ],
  columns: ['code', 'name', 'sortOrder', 'showOnline', 'active'],
  example: {
    code: 'CHT',
    name: 'Chaat',
    description: 'Pani puri, bhel and dahi puri from the evening counter.',
    sortOrder: 40,
    showOnline: true,
    active: true,
  },
  searchable: ['code', 'name', 'description'],
  filters: ['showOnline', 'active'],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
};
