import type { ResourceDeclaration } from '../../../engine/resource';
import { emailField, mobileField } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { CUSTOMER_GROUPS } from './customer-groups';

/** Customers (/frontoffice/fo-customers): regular guests and the companies or agents that book and pay for rooms. */
export const CUSTOMERS: ResourceDeclaration = {
  name: 'frontoffice.customers',
  title: 'Customers',
  singular: 'Customer',
  screen: FRONT_OFFICE.foCustomers,
  key: 'code',
  entity: 'customer',
  endpoints: {
    list: 'api/FOCustomers/GetFOCustomers',
    get: 'api/FOCustomers/GetFOCustomer',
    save: 'api/FOCustomers/SetFOCustomer',
  },
  fields: [
    codeField('FOC-0042', 12),
    nameField(80),
    {
      name: 'customerType',
      label: 'Type',
      type: 'select',
      required: true,
      options: [
        { value: 'GUEST', label: 'Guest' },
        { value: 'COMPANY', label: 'Company' },
        { value: 'AGENT', label: 'Travel agent' },
      ],
      defaultValue: 'GUEST',
    },
    {
      name: 'group',
      label: 'Group',
      type: 'reference',
      required: true,
      reference: refTo(CUSTOMER_GROUPS),
    },
    { name: 'contactPerson', label: 'Contact person', type: 'text', max: 60 },
    mobileField({ required: true, message: 'Use a 10-digit mobile number, e.g. 9829041236' }),
    emailField('frontdesk@example.in', { message: 'Use an email address, e.g. frontdesk@example.in' }),
    {
      name: 'gstin',
      label: 'GSTIN',
      type: 'text',
      max: 15,
      pattern: {
        regex: /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
        message: 'Use the 15-character GSTIN, e.g. 08AABCL1234F1Z5',
      },
    },
    { name: 'address', label: 'Address', type: 'multiline', max: 200 },
    { name: 'city', label: 'City', type: 'text', max: 40 },
    { name: 'creditAllowed', label: 'Credit allowed', type: 'boolean', defaultValue: false },
    { name: 'creditLimit', label: 'Credit limit', type: 'money', min: 0 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'customerType', 'group', 'mobile', 'city', 'creditAllowed'],
  example: {
    code: 'FOC-9001',
    name: 'Malabar Spice Exports Pvt Ltd',
    customerType: 'COMPANY',
    group: 'CORP',
    contactPerson: 'Anil Menon',
    mobile: '9447012345',
    email: 'travel@malabarspice.in',
    gstin: '32AACCM4821K1Z3',
    address: 'Willingdon Island, Kochi',
    city: 'Kochi',
    creditAllowed: true,
    creditLimit: 150000,
    active: true,
  },
  searchable: ['code', 'name', 'contactPerson', 'mobile', 'city', 'gstin'],
  filters: ['customerType', 'group', 'creditAllowed', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
