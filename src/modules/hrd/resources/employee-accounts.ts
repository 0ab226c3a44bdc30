import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
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
    codeField('SAL-0042', 14, { label: 'Account code' }),
    {
      name: 'employee',
      label: 'Employee',
      type: 'reference',
      required: true,
      reference: refTo(EMPLOYEES, { key: 'recordId', label: 'empname' }),
    },
    nameField(80, 'Account name', 'accountName'),
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
    ACTIVE,
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
