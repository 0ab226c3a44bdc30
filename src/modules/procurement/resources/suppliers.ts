import type { FieldDeclaration, ResourceDeclaration } from '../../../engine/resource';
import { BANK_ACCOUNT, gstinField, IFSC, mobileField, ZIP } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { SUPPLIER_GROUPS } from './supplier-groups';

const MOBILE_MESSAGE = 'Give 10 digits, e.g. 9847012345';
const EMAIL = { regex: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, message: 'Give an email address, e.g. sales@example.in' };

/** The contract's party address: name, address, country, state, district, city, zip, mobile, phone, email, web. */
const ADDRESS_LINES: readonly FieldDeclaration[] = [
  nameField(40, 'Address name'),
  { name: 'address', label: 'Address', type: 'text', required: true, max: 150 },
  { name: 'city', label: 'City', type: 'text', required: true, max: 40 },
  { name: 'district', label: 'District', type: 'text', max: 40 },
  { name: 'state', label: 'State', type: 'text', required: true, max: 40 },
  { name: 'country', label: 'Country', type: 'text', required: true, max: 40, defaultValue: 'India' },
  {
    name: 'zip',
    label: 'PIN code',
    type: 'text',
    max: 6,
    pattern: { ...ZIP, message: 'Give the 6-digit PIN code, e.g. 682031' },
  },
  mobileField({ message: MOBILE_MESSAGE }),
  { name: 'phone', label: 'Phone', type: 'text', max: 20 },
  { name: 'email', label: 'Email', type: 'text', max: 80, pattern: EMAIL },
  { name: 'web', label: 'Web', type: 'text', max: 80 },
];

/** The contract's bank details: account number, holder, bank, branch, IFSC. */
const BANK_LINES: readonly FieldDeclaration[] = [
  {
    name: 'accountNumber',
    label: 'Account number',
    type: 'text',
    required: true,
    max: 18,
    pattern: BANK_ACCOUNT,
  },
  { name: 'holder', label: 'Account holder', type: 'text', required: true, max: 80 },
  { name: 'bank', label: 'Bank', type: 'text', required: true, max: 60 },
  { name: 'branch', label: 'Branch', type: 'text', max: 60 },
  {
    name: 'ifsc',
    label: 'IFSC',
    type: 'text',
    required: true,
    max: 11,
    pattern: { ...IFSC, message: 'Give the 11-character IFSC, e.g. SBIN0070123' },
  },
];

/**
 * Suppliers (/procurement/pur-sup, also pur-suppliers): the backend contract's party fields, bank accounts and
 * addresses as lines.
 */
export const SUPPLIERS: ResourceDeclaration = {
  name: 'procurement.suppliers',
  title: 'Suppliers',
  singular: 'Supplier',
  screen: PROCUREMENT.purSup,
  key: 'code',
  entity: 'supplier',
  endpoints: {
    list: 'api/PartyDetails/GetSuppliers',
    // The contract's get-one of any party (GeneralInformation, recordId the party's id).
    get: 'api/PartyDetails/GetCompleteInfoForParty',
    save: 'api/PartyDetails/SetSupplier',
  },
  fields: [
    codeField('SUP-001', 12),
    nameField(100),
    {
      name: 'group',
      label: 'Group',
      type: 'reference',
      required: true,
      reference: refTo(SUPPLIER_GROUPS),
    },
    {
      name: 'partyType',
      label: 'Party type',
      type: 'select',
      required: true,
      options: [
        { value: 'MFR', label: 'Manufacturer' },
        { value: 'DST', label: 'Distributor or dealer' },
        { value: 'WHL', label: 'Wholesaler or trader' },
        { value: 'FRM', label: 'Farmer or producer' },
        { value: 'SRV', label: 'Service provider' },
      ],
      defaultValue: 'DST',
    },
    { name: 'contactPerson', label: 'Contact person', type: 'text', required: true, max: 60 },
    { name: 'designation', label: 'Designation', type: 'text', max: 40 },
    mobileField({ required: true, message: MOBILE_MESSAGE }),
    { name: 'email', label: 'Email', type: 'text', max: 80, pattern: EMAIL },
    {
      ...gstinField({ message: 'Give the 15-character GSTIN, e.g. 32AABCS1234K1Z5' }),
      help: 'Leave empty for an unregistered supplier.',
    },
    { name: 'leadTime', label: 'Lead time (days)', type: 'number', min: 0, max: 180 },
    { name: 'creditDays', label: 'Credit days', type: 'number', required: true, min: 0, max: 365, defaultValue: 30 },
    { name: 'creditAmount', label: 'Credit limit', type: 'money', min: 0 },
    {
      name: 'paymentMode',
      label: 'Default payment mode',
      type: 'select',
      required: true,
      options: [
        { value: 'CASH', label: 'Cash' },
        { value: 'CHEQUE', label: 'Cheque' },
        { value: 'ONLINE', label: 'Online transfer (NEFT / RTGS)' },
        { value: 'WALLET', label: 'Mobile wallet (UPI)' },
      ],
      defaultValue: 'ONLINE',
    },
    ACTIVE,
    { name: 'bankAccounts', label: 'Bank accounts', type: 'lines', max: 5, lines: BANK_LINES },
    { name: 'addresses', label: 'Addresses', type: 'lines', required: true, max: 10, lines: ADDRESS_LINES },
  ],
  columns: ['code', 'name', 'group', 'contactPerson', 'mobile', 'creditDays', 'active'],
  example: {
    code: 'SUP-901',
    name: 'Malabar Coconut Products',
    group: 'GRO',
    partyType: 'MFR',
    contactPerson: 'Abdul Rasheed',
    designation: 'Sales manager',
    mobile: '9847055123',
    email: 'sales@malabarcoconut.in',
    gstin: '32AAGFM4821K1Z3',
    leadTime: 2,
    creditDays: 15,
    creditAmount: 75000,
    paymentMode: 'ONLINE',
    active: true,
    bankAccounts: [
      {
        accountNumber: '14520200012345',
        holder: 'Malabar Coconut Products',
        bank: 'Federal Bank',
        branch: 'Kozhikode Main',
        ifsc: 'FDRL0001452',
      },
    ],
    addresses: [
      {
        name: 'Factory',
        address: 'Industrial Estate, West Hill',
        city: 'Kozhikode',
        district: 'Kozhikode',
        state: 'Kerala',
        country: 'India',
        zip: '673005',
        mobile: '9847055123',
        phone: '0495 2384410',
        email: 'sales@malabarcoconut.in',
        web: 'www.malabarcoconut.in',
      },
    ],
  },
  searchable: ['code', 'name', 'group', 'contactPerson', 'mobile', 'gstin'],
  filters: ['group', 'partyType', 'paymentMode', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
