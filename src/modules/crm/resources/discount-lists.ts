import type { ResourceDeclaration } from '../../../engine/resource';
import { CRM } from '../../../menus/catalogue/crm';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { PRODUCT, VALIDITY } from './fields';

/**
 * Discount lists (/crm/discount-list): a percent per item group, and item-wise exceptions in the names of the
 * quotation requirements' `discsdet` (productId, discount); the cap bounds a whole bill. The route is ours.
 */
export const DISCOUNT_LISTS: ResourceDeclaration = {
  name: 'crm.discount-lists',
  title: 'Discount lists',
  singular: 'Discount list',
  screen: CRM.discountList,
  key: 'code',
  entity: 'discountList',
  endpoints: {
    list: 'api/CRMDiscountLists/GetCRMDiscountLists',
    get: 'api/CRMDiscountLists/GetCRMDiscountList',
    save: 'api/CRMDiscountLists/SetCRMDiscountList',
  },
  fields: [
    codeField('DSC-DLR'),
    nameField(60),
    ...VALIDITY,
    {
      name: 'maxDiscount',
      label: 'Largest discount on a bill',
      type: 'percent',
      help: 'A cap on the whole bill, whatever the lines add up to.',
    },
    ACTIVE,
    {
      name: 'groups',
      label: 'Discount by item group',
      type: 'lines',
      max: 100,
      lines: [
        {
          name: 'group',
          label: 'Item group',
          type: 'reference',
          required: true,
          reference: {
            resource: 'inventory.item-groups',
            endpoint: 'api/invgroups/GetInvGroups',
            key: 'code',
            label: 'name',
          },
        },
        { name: 'percent', label: 'Group discount', type: 'percent', required: true },
      ],
    },
    {
      name: 'items',
      label: 'Item exceptions',
      type: 'lines',
      max: 200,
      help: 'An item listed here takes this percent instead of its group’s.',
      lines: [PRODUCT, { name: 'discount', label: 'Item discount', type: 'percent', required: true }],
    },
  ],
  columns: ['code', 'name', 'validFrom', 'validTo', 'maxDiscount', 'active'],
  example: {
    code: 'DSC-ONAM',
    name: 'Onam festival discount',
    validFrom: '2026-08-20',
    validTo: '2026-09-05',
    maxDiscount: 15,
    active: true,
    groups: [
      { group: 'VEG', percent: 5 },
      { group: 'SPC', percent: 7.5 },
    ],
    items: [{ productId: 'ITM-0016', discount: 10 }],
  },
  searchable: ['code', 'name'],
  filters: ['active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
