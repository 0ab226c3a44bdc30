import type { ResourceDeclaration } from '../../../engine/resource';
import { mobileField, ZIP } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';
import { AGENTS } from './agents';
import { CUSTOMER_GROUPS } from './customer-groups';
import { EMAIL } from './fields';

/**
 * Customers (/pos/posstock-customers): stock-sales parties (B2B and B2C) who may buy on advance or credit. The real
 * server keeps customers as parties of type CUS (contract 03-procurement section 9, `api/PartyDetails/...`), the
 * suppliers' twin: the routes are that family's, as the suppliers' are.
 */
export const CUSTOMERS: ResourceDeclaration = {
  name: 'pos.customers',
  title: 'Customers',
  singular: 'Customer',
  screen: POS.posstockCustomers,
  key: 'code',
  entity: 'customer',
  endpoints: {
    list: 'api/PartyDetails/GetCustomers',
    get: 'api/PartyDetails/GetCustomer',
    save: 'api/PartyDetails/SetCustomer',
  },
  fields: [
    codeField('SC-0001', 12),
    nameField(100),
    { name: 'group', label: 'Customer group', type: 'reference', required: true, reference: refTo(CUSTOMER_GROUPS) },
    { name: 'contactPerson', label: 'Contact person', type: 'text', max: 60 },
    mobileField({ required: true }),
    EMAIL,
    {
      name: 'gstin',
      label: 'GSTIN',
      type: 'text',
      max: 15,
      pattern: { regex: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, message: '15 characters, e.g. 32AABCS1234F1Z5' },
      help: 'Needed for a B2B tax invoice.',
    },
    { name: 'creditDays', label: 'Credit days', type: 'number', min: 0, max: 180, defaultValue: 0 },
    { name: 'creditAmount', label: 'Credit limit', type: 'money', min: 0 },
    { name: 'agent', label: 'Agent', type: 'reference', reference: refTo(AGENTS) },
    // The CRM price and discount lists that price the party's quotations and orders (codes of the CRM masters).
    {
      name: 'priceList',
      label: 'Price list',
      type: 'text',
      max: 20,
      help: 'The code of a CRM price list, e.g. DLR; quotations and orders take their rates from it.',
    },
    {
      name: 'discountList',
      label: 'Discount list',
      type: 'text',
      max: 20,
      help: 'The code of a CRM discount list, e.g. DSC-DLR.',
    },
    { name: 'address', label: 'Address', type: 'multiline', max: 250 },
    { name: 'city', label: 'City', type: 'text', max: 40 },
    { name: 'zip', label: 'PIN code', type: 'text', max: 6, pattern: ZIP },
    ACTIVE,
  ],
  columns: ['code', 'name', 'group', 'mobile', 'city', 'creditAmount', 'active'],
  example: {
    code: 'SC-9001',
    name: 'Marine Drive Residents Association',
    group: 'B2B',
    contactPerson: 'Thomas Kuruvilla',
    mobile: '9847090081',
    email: 'secretary@mdra.in',
    gstin: '',
    creditDays: 15,
    creditAmount: 40000,
    agent: 'SA-01',
    priceList: 'CORP',
    discountList: 'DSC-CORP',
    address: 'Association office, Marine Drive Walkway',
    city: 'Kochi',
    zip: '682031',
    active: true,
  },
  searchable: ['code', 'name', 'contactPerson', 'mobile', 'gstin', 'city'],
  filters: ['group', 'agent', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
