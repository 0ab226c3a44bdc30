import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';
import { PRICE_LISTS } from './price-lists';

/** Customer groups (/pos/pos-customer-groups): classes of sales customers, with their discount and credit terms. */
export const CUSTOMER_GROUPS: ResourceDeclaration = {
  name: 'pos.customer-groups',
  title: 'Customer groups',
  singular: 'Customer group',
  screen: POS.posCustomerGroups,
  key: 'code',
  entity: 'customerGroup',
  endpoints: {
    list: 'api/POSCustomerGroups/GetPOSCustomerGroups',
    get: 'api/POSCustomerGroups/GetPOSCustomerGroup',
    save: 'api/POSCustomerGroups/SetPOSCustomerGroup',
  },
  fields: [
    codeField('B2B'),
    nameField(50),
    {
      name: 'saleType',
      label: 'Sale type',
      type: 'select',
      required: true,
      options: [
        { value: 'B2C', label: 'Consumers (B2C)' },
        { value: 'B2B', label: 'Businesses (B2B)' },
      ],
      defaultValue: 'B2C',
    },
    { name: 'priceList', label: 'Price list', type: 'reference', reference: refTo(PRICE_LISTS) },
    { name: 'discount', label: 'Discount', type: 'percent', defaultValue: 0 },
    { name: 'creditAllowed', label: 'Credit allowed', type: 'boolean', defaultValue: false },
    { name: 'creditDays', label: 'Credit days', type: 'number', min: 0, max: 180, defaultValue: 0 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'saleType', 'priceList', 'discount', 'creditAllowed', 'active'],
  example: {
    code: 'CLUB',
    name: 'Club members',
    saleType: 'B2C',
    priceList: 'PL-FAM',
    discount: 10,
    creditAllowed: true,
    creditDays: 30,
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['saleType', 'priceList', 'creditAllowed', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
