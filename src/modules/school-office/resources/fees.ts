import type { ResourceDeclaration } from '../../../engine/resource';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';

/**
 * Fees (/front-desk/fd-fees): the school's fee heads, how often each is charged, which classes pay it and the late
 * fine.
 */
export const FEES: ResourceDeclaration = {
  name: 'frontdesk.fees',
  title: 'Fees',
  singular: 'Fee head',
  screen: FRONT_DESK.fdFees,
  key: 'code',
  entity: 'fee',
  endpoints: { list: 'api/FDFees/GetFDFees', get: 'api/FDFees/GetFDFee', save: 'api/FDFees/SetFDFee' },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. TUI-P' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 50 },
    { name: 'amount', label: 'Amount', type: 'money', required: true, min: 0 },
    {
      name: 'frequency',
      label: 'Frequency',
      type: 'select',
      required: true,
      options: [
        { value: 'ONCE', label: 'Once (at admission)' },
        { value: 'MONTHLY', label: 'Monthly' },
        { value: 'QUARTERLY', label: 'Quarterly' },
        { value: 'TERM', label: 'Per term' },
        { value: 'ANNUAL', label: 'Annual' },
      ],
      defaultValue: 'TERM',
    },
    {
      name: 'appliesTo',
      label: 'Applies to',
      type: 'select',
      required: true,
      options: [
        { value: 'ALL', label: 'All classes' },
        { value: 'PRE', label: 'Pre-primary (Nursery to UKG)' },
        { value: 'PRI', label: 'Primary (I to V)' },
        { value: 'MID', label: 'Middle (VI to VIII)' },
        { value: 'SEC', label: 'Secondary (IX and X)' },
        { value: 'SSC', label: 'Senior secondary (XI and XII)' },
      ],
      defaultValue: 'ALL',
    },
    { name: 'dueDay', label: 'Due by day of month', type: 'number', min: 1, max: 28 },
    {
      name: 'finePerDay',
      label: 'Late fine a day',
      type: 'money',
      min: 0,
      defaultValue: 0,
      help: 'Charged for each day a due is paid after its due date; 0 for no late fine.',
    },
    {
      name: 'maxFine',
      label: 'Late fine at most',
      type: 'money',
      min: 0,
      help: 'The most late fine one due can carry; leave empty for no limit.',
    },
    { name: 'refundable', label: 'Refundable', type: 'boolean', defaultValue: false },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'amount', 'frequency', 'appliesTo', 'active'],
  example: {
    code: 'SMC',
    name: 'Smart class fee',
    amount: 1500,
    frequency: 'TERM',
    appliesTo: 'MID',
    dueDay: 10,
    finePerDay: 5,
    maxFine: 150,
    refundable: false,
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['frequency', 'appliesTo', 'refundable', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
