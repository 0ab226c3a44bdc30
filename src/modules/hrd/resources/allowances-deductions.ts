import type { ResourceDeclaration } from '../../../engine/resource';
import { HRD } from '../../../menus/catalogue/hrd';

/** Allowances and deductions (/hrd/hrd-allowances-deductions): the pay heads of the salary statement. */
export const ALLOWANCES_DEDUCTIONS: ResourceDeclaration = {
  name: 'hrd.allowances-deductions',
  title: 'Allowances and deductions',
  singular: 'Allowance or deduction',
  screen: HRD.hrdAllowancesDeductions,
  key: 'code',
  entity: 'allowance',
  endpoints: { list: 'api/HRDAllowances/GetHRDAllowances', get: 'api/HRDAllowances/GetHRDAllowance', save: 'api/HRDAllowances/SetHRDAllowance' },
  fields: [
    { name: 'code', label: 'Code', type: 'text', required: true, max: 10, pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. HRA' }, fixedAfterCreate: true },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 60 },
    { name: 'kind', label: 'Kind', type: 'select', required: true, options: [{ value: 'ALLOWANCE', label: 'Allowance' }, { value: 'DEDUCTION', label: 'Deduction' }], defaultValue: 'ALLOWANCE' },
    {
      name: 'calculation',
      label: 'Calculated as',
      type: 'select',
      required: true,
      options: [
        { value: 'FIXED', label: 'Fixed amount' },
        { value: 'BASIC', label: 'Percent of basic' },
        { value: 'GROSS', label: 'Percent of gross' },
        { value: 'SLAB', label: 'Range-wise slab' },
      ],
      defaultValue: 'FIXED',
    },
    { name: 'amount', label: 'Amount', type: 'money', min: 0, max: 1000000, help: 'The usual monthly amount of a fixed head (each employee may have their own).' },
    { name: 'rate', label: 'Rate', type: 'percent', help: 'The percentage of basic or gross pay.' },
    { name: 'taxable', label: 'Taxable', type: 'boolean', defaultValue: true },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'kind', 'calculation', 'amount', 'rate', 'active'],
  example: { code: 'SHOE', name: 'Shoe allowance', kind: 'ALLOWANCE', calculation: 'FIXED', amount: 300, rate: null, taxable: false, active: true },
  searchable: ['code', 'name'],
  filters: ['kind', 'calculation', 'taxable', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
