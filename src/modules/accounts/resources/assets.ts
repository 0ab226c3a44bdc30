import type { ResourceDeclaration } from '../../../engine/resource';
import { codeField, nameField, refTo } from '../../../kits/masters/fields';
import { ACCOUNTS as SCREENS } from '../../../menus/catalogue/accounts';
import { ACCOUNTS } from './accounts';

export const DEPRECIATION_METHODS = [
  { value: 'SLM', label: 'Straight line' },
  { value: 'WDV', label: 'Written-down value' },
] as const;

/**
 * The assets register (/accounts/accassets): each fixed asset under its asset account, bought on a
 * date for a value, depreciated by straight line or written-down value at a yearly rate; the form
 * shows its depreciation schedule year by year.
 */
export const ASSETS: ResourceDeclaration = {
  name: 'accounts.assets',
  title: 'Assets register',
  singular: 'Asset',
  screen: SCREENS.assets,
  key: 'code',
  entity: 'asset',
  endpoints: { list: 'api/accAssets/GetAssets', get: 'api/accAssets/GetAsset', save: 'api/accAssets/SetAsset' },
  fields: [
    codeField('AST-0007', 12, { label: 'Asset code' }),
    nameField(80, 'Asset'),
    {
      name: 'account',
      label: 'Asset account',
      type: 'reference',
      required: true,
      reference: { ...refTo(ACCOUNTS), where: { group: ['FIX-AST'] } },
      help: 'The fixed-asset account it belongs to, e.g. Furniture and fixtures.',
    },
    { name: 'location', label: 'Location', type: 'text', max: 60 },
    { name: 'purchaseDate', label: 'Purchase date', type: 'date', required: true },
    { name: 'cost', label: 'Purchase value', type: 'money', required: true, min: 1 },
    {
      name: 'method',
      label: 'Depreciation method',
      type: 'select',
      required: true,
      options: DEPRECIATION_METHODS,
      defaultValue: 'WDV',
    },
    { name: 'rate', label: 'Rate (% a year)', type: 'percent', required: true, min: 0.01, max: 100 },
    {
      name: 'salvage',
      label: 'Salvage value',
      type: 'money',
      min: 0,
      defaultValue: 0,
      help: 'What it is expected to fetch at the end; depreciation stops there.',
    },
    { name: 'active', label: 'In use', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'account', 'purchaseDate', 'cost', 'method', 'rate', 'active'],
  searchable: ['code', 'name', 'location'],
  filters: ['account', 'method', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
  example: {
    code: 'AST-0101',
    name: 'Billing printer, thermal',
    account: 'AC602',
    location: 'Front counter',
    purchaseDate: '2026-06-12',
    cost: 18450.5,
    method: 'SLM',
    rate: 31.67,
    salvage: 500,
    active: true,
  },
};
