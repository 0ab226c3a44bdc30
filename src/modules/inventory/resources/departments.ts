import type { ResourceDeclaration } from '../../../engine/resource';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { STORES } from './stores';

/** Departments (/inventory/inv-departments): the departments that draw stock, each from its issuing store. */
export const DEPARTMENTS: ResourceDeclaration = {
  name: 'inventory.departments',
  title: 'Departments',
  singular: 'Department',
  screen: INVENTORY.invDepartments,
  key: 'code',
  entity: 'department',
  endpoints: {
    list: 'api/invdepartments/GetInvDepartments',
    get: 'api/invdepartments/GetInvDepartment',
    save: 'api/invdepartments/SetInvDepartment',
  },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. HKP' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 50 },
    { name: 'head', label: 'Head of department', type: 'text', max: 60 },
    {
      name: 'store',
      label: 'Issuing store',
      type: 'reference',
      required: true,
      reference: { resource: STORES.name, endpoint: STORES.endpoints.list, key: 'code', label: 'name' },
    },
    { name: 'costCentre', label: 'Cost centre', type: 'text', max: 20 },
    {
      name: 'monthlyBudget',
      label: 'Monthly budget',
      type: 'money',
      min: 0,
      help: 'The value of stock the department may draw in a month.',
    },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'head', 'store', 'monthlyBudget', 'active'],
  example: {
    code: 'SEC',
    name: 'Security',
    head: 'Rajan Pillai',
    store: 'MAIN',
    costCentre: 'CC-SEC',
    monthlyBudget: 4500,
    active: true,
  },
  searchable: ['code', 'name', 'head', 'store'],
  filters: ['store', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
