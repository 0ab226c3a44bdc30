import type { ResourceDeclaration } from '../../../engine/resource';
import { CRM } from '../../../menus/catalogue/crm';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { PRICE_LISTS } from './price-lists';

/** Customer groups (/crm/customer-groups): how customers are classed, with the terms a new member starts with. */
export const CUSTOMER_GROUPS: ResourceDeclaration = {
  name: 'crm.customer-groups',
  title: 'Customer groups',
  singular: 'Customer group',
  screen: CRM.customerGroups,
  key: 'code',
  entity: 'customerGroup',
  endpoints: {
    list: 'api/CRMCustomerGroups/GetCRMCustomerGroups',
    get: 'api/CRMCustomerGroups/GetCRMCustomerGroup',
    save: 'api/CRMCustomerGroups/SetCRMCustomerGroup',
  },
  fields: [
    codeField('CORP'),
    nameField(50),
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      options: [
        { value: 'RETAIL', label: 'Retail' },
        { value: 'WHOLESALE', label: 'Wholesale' },
        { value: 'CORPORATE', label: 'Corporate' },
        { value: 'DEALER', label: 'Dealer or distributor' },
        { value: 'INSTITUTION', label: 'Institution' },
        { value: 'GOVERNMENT', label: 'Government' },
        { value: 'EXPORT', label: 'Export' },
      ],
      defaultValue: 'RETAIL',
    },
    { name: 'priceList', label: 'Price list', type: 'reference', reference: refTo(PRICE_LISTS) },
    { name: 'creditDays', label: 'Credit days', type: 'number', min: 0, max: 365, defaultValue: 0 },
    { name: 'discount', label: 'Standard discount', type: 'percent', defaultValue: 0 },
    { name: 'description', label: 'Description', type: 'multiline', max: 250 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'category', 'priceList', 'creditDays', 'discount', 'active'],
  example: {
    code: 'TRAVEL',
    name: 'Travel agents',
    category: 'CORPORATE',
    priceList: 'CORP',
    creditDays: 21,
    discount: 4.5,
    description: 'Tour operators who book group meals.',
    active: true,
  },
  searchable: ['code', 'name', 'description'],
  filters: ['category', 'priceList', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
