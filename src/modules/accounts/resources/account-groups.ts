import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { ACCOUNTS } from '../../../menus/catalogue/accounts';

/** The five natures every group (and so every account) belongs to. */
export const NATURES = [
  { value: 'ASSETS', label: 'Assets' },
  { value: 'LIABILITIES', label: 'Liabilities' },
  { value: 'CAPITAL', label: 'Capital' },
  { value: 'INCOME', label: 'Income' },
  { value: 'EXPENSES', label: 'Expenses' },
] as const;

/**
 * Account groups (/accounts/accaccountgroups): a tree, each group under a parent group or directly under its nature.
 */
export const ACCOUNT_GROUPS: ResourceDeclaration = {
  name: 'accounts.account-groups',
  title: 'Account groups',
  singular: 'Account group',
  screen: ACCOUNTS.accountGroups,
  key: 'code',
  entity: 'group',
  endpoints: {
    list: 'api/accAccountGroups/GetAccountGroups',
    get: 'api/accAccountGroups/GetAccountGroup',
    save: 'api/accAccountGroups/SetAccountGroup',
  },
  fields: [
    codeField('CUR-AST'),
    nameField(60),
    { name: 'nature', label: 'Nature', type: 'select', required: true, options: NATURES },
    {
      name: 'parent',
      label: 'Under group',
      type: 'reference',
      reference: {
        resource: 'accounts.account-groups',
        endpoint: 'api/accAccountGroups/GetAccountGroups',
        key: 'code',
        label: 'name',
      },
      help: 'Leave empty for a group directly under its nature.',
    },
    { name: 'sequence', label: 'Order in statements', type: 'number', min: 0, max: 999 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'nature', 'parent', 'sequence', 'active'],
  searchable: ['code', 'name', 'parent'],
  filters: ['nature', 'parent', 'active'],
  defaultSort: { field: 'sequence', direction: 'asc' },
  integrity: {
    sameAs: [
      { reference: 'parent', field: 'nature', message: 'A group belongs to the same nature as the group it is under' },
    ],
    acyclic: { reference: 'parent', message: 'A group cannot be under itself or under one of its own sub-groups' },
  },
  example: {
    code: 'ADV-SUP',
    name: 'Advances to suppliers',
    nature: 'ASSETS',
    parent: 'CUR-AST',
    sequence: 125,
    active: true,
  },
};
