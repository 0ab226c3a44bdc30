import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';

/**
 * Customer groups (/frontoffice/fo-customer-groups): walk-in, corporate, travel agents and the like, with their usual
 * discount and credit terms.
 */
export const CUSTOMER_GROUPS: ResourceDeclaration = {
  name: 'frontoffice.customer-groups',
  title: 'Customer groups',
  singular: 'Customer group',
  screen: FRONT_OFFICE.foCustomerGroups,
  key: 'code',
  entity: 'customerGroup',
  endpoints: {
    list: 'api/FOCustomerGroups/GetFOCustomerGroups',
    get: 'api/FOCustomerGroups/GetFOCustomerGroup',
    save: 'api/FOCustomerGroups/SetFOCustomerGroup',
  },
  fields: [
    codeField('CORP'),
    nameField(50),
    { name: 'discountPercent', label: 'Usual discount', type: 'percent', defaultValue: 0 },
    { name: 'creditDays', label: 'Credit days', type: 'number', min: 0, max: 180, defaultValue: 0 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'discountPercent', 'creditDays', 'active'],
  example: { code: 'WED', name: 'Wedding parties', discountPercent: 12.5, creditDays: 15, active: true },
  searchable: ['code', 'name'],
  filters: ['active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
