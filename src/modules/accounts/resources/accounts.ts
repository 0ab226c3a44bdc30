import type { ResourceDeclaration } from '../../../engine/resource';
import { BANK_ACCOUNT, gstinField, IFSC } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { ACCOUNTS as SCREENS } from '../../../menus/catalogue/accounts';
import { ACCOUNT_GROUPS } from './account-groups';

/**
 * Account types: cash, bank and wallet accounts are the counter accounts of payments and receipts (backend contract).
 */
export const ACCOUNT_TYPES = [
  { value: 'CAS', label: 'Cash' },
  { value: 'BAN', label: 'Bank' },
  { value: 'MOB', label: 'Mobile wallet' },
  { value: 'PAR', label: 'Party (customer or supplier)' },
  { value: 'OTH', label: 'Other' },
] as const;

/** Accounts (/accounts/accaccounts): the contract's account (id, name, group, address, type) with bank details. */
export const ACCOUNTS: ResourceDeclaration = {
  name: 'accounts.accounts',
  title: 'Accounts',
  singular: 'Account',
  screen: SCREENS.accounts,
  key: 'code',
  entity: 'account',
  endpoints: {
    list: 'api/accAccounts/GetAccounts',
    get: 'api/accAccounts/GetAccount',
    save: 'api/accAccounts/SetAccount',
  },
  fields: [
    codeField('AC101', 10, { label: 'Account id' }),
    nameField(80),
    {
      name: 'group',
      label: 'Group',
      type: 'reference',
      required: true,
      reference: refTo(ACCOUNT_GROUPS),
    },
    { name: 'type', label: 'Type', type: 'select', required: true, options: ACCOUNT_TYPES, defaultValue: 'OTH' },
    { name: 'address', label: 'Address', type: 'multiline', max: 200 },
    { name: 'city', label: 'City', type: 'text', max: 40 },
    { name: 'phone', label: 'Phone', type: 'text', max: 20 },
    gstinField({ message: 'Give the 15-character GSTIN, e.g. 27AAPFU0939F1ZV' }),
    {
      name: 'bankAccount',
      label: 'Bank account number',
      type: 'text',
      max: 20,
      pattern: BANK_ACCOUNT,
    },
    { name: 'bank', label: 'Bank and branch', type: 'text', max: 80 },
    {
      name: 'overdraftLimit',
      label: 'Overdraft limit',
      type: 'money',
      min: 0,
      help: 'Bank accounts: how far below zero payments may take the account. Cash and wallets never go below zero.',
    },
    {
      name: 'ifsc',
      label: 'IFSC',
      type: 'text',
      max: 11,
      pattern: { ...IFSC, message: 'Give the 11-character IFSC, e.g. HDFC0000123' },
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'group', 'type', 'city', 'active'],
  searchable: ['code', 'name', 'group', 'city'],
  filters: ['group', 'type', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
  example: {
    code: 'AC006',
    name: 'Kotak Mahindra Bank current account',
    group: 'BANK',
    type: 'BAN',
    address: '',
    city: 'Kochi',
    phone: '',
    gstin: '',
    bankAccount: '4512000098761',
    bank: 'Kotak Mahindra Bank, MG Road',
    ifsc: 'KKBK0000456',
    active: true,
  },
};
