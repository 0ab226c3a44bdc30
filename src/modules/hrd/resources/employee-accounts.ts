import type { ResourceDeclaration } from '../../../engine/resource';
import { HRD } from '../../../menus/catalogue/hrd';
import { EMPLOYEES } from './employees';

/**
 * Employee accounts (older /hrd/hrdaccountsassign): the ledger accounts an employee's salary and advances post to (the
 * employee by record id).
 */
export const EMPLOYEE_ACCOUNTS: ResourceDeclaration = {
  name: 'hrd.employee-accounts',
  title: 'Employee accounts',
  singular: 'Employee account',
  screen: HRD.hrdaccountsassign,
  key: 'code',
  entity: 'employeeAccount',
  endpoints: {
    list: 'api/HRDEmployeeAccounts/GetHRDEmployeeAccounts',
    get: 'api/HRDEmployeeAccounts/GetHRDEmployeeAccount',
    save: 'api/HRDEmployeeAccounts/SetHRDEmployeeAccount',
  },
  fields: [
    {
      name: 'code',
      label: 'Account code',
      type: 'text',
      required: true,
      max: 14,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. SAL-0042' },
      fixedAfterCreate: true,
    },
    {
      name: 'employee',
      label: 'Employee',
      type: 'reference',
      required: true,
      reference: { resource: EMPLOYEES.name, endpoint: EMPLOYEES.endpoints.list, key: 'recordId', label: 'empname' },
    },
    { name: 'accountName', label: 'Account name', type: 'text', required: true, max: 80 },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'SALARY', label: 'Salary payable' },
        { value: 'ADVANCE', label: 'Salary advance' },
        { value: 'LOAN', label: 'Staff loan' },
        { value: 'REIMB', label: 'Reimbursements' },
      ],
      defaultValue: 'SALARY',
    },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'employee', 'accountName', 'kind', 'active'],
  example: {
    code: 'LOAN-9001',
    employee: '3',
    accountName: 'Staff loan - festival advance',
    kind: 'LOAN',
    active: true,
  },
  searchable: ['code', 'accountName'],
  filters: ['employee', 'kind', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
