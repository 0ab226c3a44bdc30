import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';

/** Item groups (/pos/res-item-groups): the menu sections (or shelf groups) sale items are listed under. */
export const ITEM_GROUPS: ResourceDeclaration = {
  name: 'pos.item-groups',
  title: 'Item groups',
  singular: 'Item group',
  screen: POS.resItemGroups,
  key: 'code',
  entity: 'itemGroup',
  endpoints: {
    list: 'api/ResItemGroups/GetResItemGroups',
    get: 'api/ResItemGroups/GetResItemGroup',
    save: 'api/ResItemGroups/SetResItemGroup',
  },
  fields: [
    codeField('SOUP'),
    nameField(50),
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      options: [
        { value: 'FOOD', label: 'Food' },
        { value: 'BEVERAGE', label: 'Beverages' },
        { value: 'LIQUOR', label: 'Liquor' },
        { value: 'RETAIL', label: 'Retail goods' },
        { value: 'OTHER', label: 'Other' },
      ],
      defaultValue: 'FOOD',
    },
    {
      name: 'displayOrder',
      label: 'Display order',
      type: 'number',
      min: 0,
      max: 999,
      help: 'Where the group appears on the billing screen (lowest first).',
    },
    {
      name: 'colour',
      label: 'Button colour',
      type: 'select',
      options: ['Red', 'Orange', 'Yellow', 'Green', 'Teal', 'Blue', 'Purple', 'Grey'].map((colour) => ({
        value: colour.toUpperCase(),
        label: colour,
      })),
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'category', 'displayOrder', 'active'],
  example: { code: 'KIDS', name: 'Kids’ menu', category: 'FOOD', displayOrder: 90, colour: 'YELLOW', active: true },
  searchable: ['code', 'name'],
  filters: ['category', 'active'],
  defaultSort: { field: 'displayOrder', direction: 'asc' },
};
