import type { ResourceDeclaration } from '../../../engine/resource';
import { GSTIN, IFSC, mobileField, phoneField, ZIP } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { CRM } from '../../../menus/catalogue/crm';
import { LEVEL_AGENTS as AGENTS } from '../agents/agent-declaration';
import { CUSTOMER_GROUPS } from './customer-groups';
import { DISCOUNT_LISTS } from './discount-lists';
import { EMAIL } from './fields';
import { PRICE_LISTS } from './price-lists';

/**
 * The round-one customers master (`crm.customers`): its screen is replaced by the lead world's customers on the
 * contract's routes (D1: leads/customers-screen.tsx, `crm.leads` rows with `type_lead_cus 'Cus'`, into which
 * these seeds are folded with their codes). The store is kept while the CRM dashboard counts it.
 */
export const CUSTOMERS: ResourceDeclaration = {
  name: 'crm.customers',
  title: 'Customers',
  singular: 'Customer',
  screen: CRM.crmCustomers,
  key: 'code',
  entity: 'customer',
  endpoints: {
    list: 'api/CRMCustomers/GetCRMCustomers',
    get: 'api/CRMCustomers/GetCRMCustomer',
    save: 'api/CRMCustomers/SetCRMCustomer',
  },
  fields: [
    codeField('CUS-0001', 12),
    nameField(100),
    { name: 'group', label: 'Customer group', type: 'reference', required: true, reference: refTo(CUSTOMER_GROUPS) },
    {
      name: 'partyType',
      label: 'Party type',
      type: 'select',
      required: true,
      options: [
        { value: 'B2B', label: 'Business (B2B)' },
        { value: 'B2C', label: 'Consumer (B2C)' },
        { value: 'GOV', label: 'Government' },
        { value: 'EXP', label: 'Export' },
      ],
      defaultValue: 'B2B',
    },
    { name: 'contactPerson', label: 'Contact person', type: 'text', max: 60 },
    { name: 'designation', label: 'Designation', type: 'text', max: 50 },
    mobileField({ required: true }),
    EMAIL,
    GSTIN,
    { name: 'creditDays', label: 'Credit days', type: 'number', min: 0, max: 365, defaultValue: 0 },
    { name: 'creditAmount', label: 'Credit limit', type: 'money', min: 0 },
    { name: 'priceList', label: 'Price list', type: 'reference', reference: refTo(PRICE_LISTS) },
    { name: 'discountList', label: 'Discount list', type: 'reference', reference: refTo(DISCOUNT_LISTS) },
    { name: 'agent', label: 'Agent', type: 'reference', reference: refTo(AGENTS) },
    {
      name: 'paymentMode',
      label: 'Default payment mode',
      type: 'select',
      required: true,
      options: [
        { value: 'CASH', label: 'Cash' },
        { value: 'CHEQUE', label: 'Cheque' },
        { value: 'ONLINE', label: 'Bank transfer (NEFT/RTGS)' },
        { value: 'UPI', label: 'UPI' },
        { value: 'CARD', label: 'Card' },
      ],
      defaultValue: 'ONLINE',
    },
    {
      name: 'accountNumber',
      label: 'Bank account number',
      type: 'text',
      max: 18,
      pattern: { regex: /^\d{9,18}$/, message: '9 to 18 digits' },
    },
    { name: 'accountHolder', label: 'Account holder', type: 'text', max: 100 },
    { name: 'bankName', label: 'Bank', type: 'text', max: 60 },
    { name: 'bankBranch', label: 'Bank branch', type: 'text', max: 60 },
    { name: 'ifsc', label: 'IFSC', type: 'text', max: 11, pattern: IFSC },
    {
      name: 'addresses',
      label: 'Addresses',
      type: 'lines',
      max: 20,
      lines: [
        { name: 'name', label: 'Address name', type: 'text', required: true, max: 40 },
        { name: 'address', label: 'Address', type: 'text', required: true, max: 150 },
        { name: 'city', label: 'City', type: 'text', required: true, max: 40 },
        { name: 'district', label: 'District', type: 'text', max: 40 },
        { name: 'state', label: 'State', type: 'text', required: true, max: 40 },
        { name: 'country', label: 'Country', type: 'text', required: true, max: 40, defaultValue: 'India' },
        { name: 'zip', label: 'PIN code', type: 'text', max: 6, pattern: ZIP },
        mobileField(),
        phoneField(),
        EMAIL,
        { name: 'web', label: 'Website', type: 'text', max: 80 },
      ],
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'group', 'contactPerson', 'mobile', 'creditDays', 'active'],
  example: {
    code: 'CUS-9001',
    name: 'Periyar Events and Weddings',
    group: 'EVENT',
    partyType: 'B2B',
    contactPerson: 'Jacob Mathew',
    designation: 'Managing partner',
    mobile: '9847090031',
    email: 'jacob@periyarevents.in',
    gstin: '32AAKFP4410M1Z8',
    creditDays: 30,
    creditAmount: 250000,
    priceList: 'CORP',
    discountList: '',
    agent: 'SA-01',
    paymentMode: 'ONLINE',
    accountNumber: '14520200007788',
    accountHolder: 'Periyar Events and Weddings',
    bankName: 'Federal Bank',
    bankBranch: 'Aluva',
    ifsc: 'FDRL0001452',
    addresses: [
      {
        name: 'Office',
        address: 'Bank Junction, Aluva',
        city: 'Aluva',
        district: 'Ernakulam',
        state: 'Kerala',
        country: 'India',
        zip: '683101',
        mobile: '9847090031',
        phone: '0484 2620145',
        email: 'jacob@periyarevents.in',
        web: 'www.periyarevents.in',
      },
    ],
    active: true,
  },
  searchable: ['code', 'name', 'contactPerson', 'mobile', 'email', 'gstin'],
  filters: ['group', 'partyType', 'agent', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
