import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { renamedWire } from './renamed-wire';
import { STORES } from './stores';

/**
 * Departments (/inventory/inv-departments): the departments that draw stock, each from its issuing store. Saved as the
 * contract's SetInvDepartment `{ dept: { department, ...ours }, traCheck, usr }` (inventory-masters-contract.ts).
 */
export const DEPARTMENTS: ResourceDeclaration = {
  name: 'inventory.departments',
  title: 'Departments',
  singular: 'Department',
  screen: INVENTORY.invDepartments,
  key: 'code',
  entity: 'dept',
  endpoints: {
    list: 'api/invDepartments/GetInvDepartments',
    get: 'api/invDepartments/GetInvDepartment',
    save: 'api/invDepartments/SetInvDepartment',
  },
  wire: renamedWire('dept', { name: 'department' }),
  fields: [
    codeField('HKP'),
    nameField(50),
    { name: 'head', label: 'Head of department', type: 'text', max: 60 },
    {
      name: 'store',
      label: 'Issuing store',
      type: 'reference',
      required: true,
      reference: refTo(STORES),
    },
    { name: 'costCentre', label: 'Cost centre', type: 'text', max: 20 },
    {
      name: 'monthlyBudget',
      label: 'Monthly budget',
      type: 'money',
      min: 0,
      help: 'The value of stock the department may draw in a month.',
    },
    ACTIVE,
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
