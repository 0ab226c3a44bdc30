import type { FieldDeclaration } from '../../../engine/resource';
import { VOUCHER_TYPES } from '../ledger/voucher';
import { ACCOUNTS as ACCOUNT_MASTER } from '../resources/accounts';

const ACCOUNT_LIST = {
  resource: ACCOUNT_MASTER.name,
  endpoint: ACCOUNT_MASTER.endpoints.list,
  key: 'code',
  label: 'name',
};

/** The parameters the accounts reports share, declared once. */
export const PARAMETER = {
  from: { name: 'fromDate', label: 'From', type: 'date', required: true, defaultValue: '@fy-start' },
  fromMonth: { name: 'fromDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' },
  fromOptional: { name: 'fromDate', label: 'From', type: 'date', help: 'Leave empty for the balances as on the date.' },
  to: { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' },
  asOn: { name: 'asOn', label: 'As on', type: 'date', required: true, defaultValue: '@today' },
  cashAccount: {
    name: 'account',
    label: 'Cash account',
    type: 'reference',
    required: true,
    defaultValue: 'AC001',
    reference: { ...ACCOUNT_LIST, where: { type: ['CAS', 'MOB'] } },
  },
  bankAccount: {
    name: 'account',
    label: 'Bank account',
    type: 'reference',
    required: true,
    defaultValue: 'AC002',
    reference: { ...ACCOUNT_LIST, where: { type: ['BAN'] } },
  },
  account: { name: 'account', label: 'Account', type: 'reference', required: true, reference: ACCOUNT_LIST },
  partyAccount: {
    name: 'account',
    label: 'Party',
    type: 'reference',
    required: true,
    reference: { ...ACCOUNT_LIST, where: { type: ['PAR'] } },
  },
  voucherType: { name: 'detail', label: 'Voucher type', type: 'select', options: VOUCHER_TYPES },
  user: { name: 'user', label: 'User', type: 'text', max: 40 },
  edge1: {
    name: 'edge1',
    label: 'First bucket up to (days)',
    type: 'number',
    required: true,
    min: 1,
    max: 999,
    defaultValue: 30,
  },
  edge2: { name: 'edge2', label: 'Second up to', type: 'number', required: true, min: 2, max: 999, defaultValue: 60 },
  edge3: { name: 'edge3', label: 'Third up to', type: 'number', required: true, min: 3, max: 999, defaultValue: 90 },
  rate: {
    name: 'ratePercent',
    label: 'Rate (% a year)',
    type: 'percent',
    required: true,
    min: 0.01,
    max: 99,
    defaultValue: 18,
  },
} as const satisfies Record<string, FieldDeclaration>;
