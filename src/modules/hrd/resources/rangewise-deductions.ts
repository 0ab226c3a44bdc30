import type { ResourceDeclaration } from '../../../engine/resource';
import { HRD } from '../../../menus/catalogue/hrd';
import { ALLOWANCES_DEDUCTIONS } from './allowances-deductions';

/** Range-wise deductions (/hrd/hrd-deductions-rangewise): slabs such as professional tax, by salary range. */
export const RANGEWISE_DEDUCTIONS: ResourceDeclaration = {
  name: 'hrd.deductions-rangewise',
  title: 'Range-wise deductions',
  singular: 'Range-wise deduction',
  screen: HRD.hrdDeductionsRangewise,
  key: 'code',
  entity: 'rangeDeduction',
  endpoints: { list: 'api/HRDRangeDeductions/GetHRDRangeDeductions', get: 'api/HRDRangeDeductions/GetHRDRangeDeduction', save: 'api/HRDRangeDeductions/SetHRDRangeDeduction' },
  fields: [
    { name: 'code', label: 'Code', type: 'text', required: true, max: 12, pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. PT-KL-3' }, fixedAfterCreate: true },
    {
      name: 'deduction',
      label: 'Deduction',
      type: 'reference',
      required: true,
      reference: { resource: ALLOWANCES_DEDUCTIONS.name, endpoint: ALLOWANCES_DEDUCTIONS.endpoints.list, key: 'code', label: 'name' },
    },
    { name: 'state', label: 'State', type: 'text', max: 40, help: 'The state whose law sets the slab (professional tax).' },
    {
      name: 'period',
      label: 'Salary period',
      type: 'select',
      required: true,
      options: [{ value: 'MONTHLY', label: 'Monthly' }, { value: 'HALFYEARLY', label: 'Half-yearly' }, { value: 'YEARLY', label: 'Yearly' }],
      defaultValue: 'MONTHLY',
    },
    { name: 'salaryFrom', label: 'Salary from', type: 'money', required: true, min: 0 },
    { name: 'salaryTo', label: 'Salary to', type: 'money', min: 0, help: 'Leave empty for the top slab.' },
    { name: 'amount', label: 'Deduction amount', type: 'money', required: true, min: 0 },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'deduction', 'state', 'period', 'salaryFrom', 'salaryTo', 'amount'],
  example: { code: 'SWF-9', deduction: 'SWF', state: '', period: 'MONTHLY', salaryFrom: 100001, salaryTo: null, amount: 150, active: true },
  searchable: ['code', 'deduction', 'state'],
  filters: ['deduction', 'period', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
