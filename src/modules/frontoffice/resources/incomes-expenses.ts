import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';

/**
 * Incomes and expenses (/frontoffice/fo-incomes-expenses): the heads the front desk books petty income and spending to.
 */
export const INCOMES_EXPENSES: ResourceDeclaration = {
  name: 'frontoffice.incomes-expenses',
  title: 'Incomes and expenses',
  singular: 'Income or expense head',
  screen: FRONT_OFFICE.foIncomesExpenses,
  key: 'code',
  entity: 'incomeExpense',
  endpoints: {
    list: 'api/FOIncomesExpenses/GetFOIncomesExpenses',
    get: 'api/FOIncomesExpenses/GetFOIncomeExpense',
    save: 'api/FOIncomesExpenses/SetFOIncomeExpense',
  },
  fields: [
    codeField('EXP-ELC'),
    nameField(50),
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'INCOME', label: 'Income' },
        { value: 'EXPENSE', label: 'Expense' },
      ],
      defaultValue: 'EXPENSE',
    },
    { name: 'account', label: 'Ledger account', type: 'text', required: true, max: 60 },
    { name: 'taxPercent', label: 'GST', type: 'percent', defaultValue: 0 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'kind', 'account', 'taxPercent', 'active'],
  example: {
    code: 'INC-PRK',
    name: 'Parking charges',
    kind: 'INCOME',
    account: 'Other operating income',
    taxPercent: 18,
    active: true,
  },
  searchable: ['code', 'name', 'account'],
  filters: ['kind', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
