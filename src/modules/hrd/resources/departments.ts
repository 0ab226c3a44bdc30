import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codePattern, nameField } from '../../../kits/masters/fields';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_MASTER_ROUTES as R } from './master-routes';
import { wireCodes } from './wire-codes';

/** Departments (/hrd/hrd-departments): a tree (a department may sit under another), with the posts sanctioned. */
export const DEPARTMENTS: ResourceDeclaration = {
  name: 'hrd.departments',
  title: 'Departments',
  singular: 'Department',
  screen: HRD.hrdDepartments,
  key: 'recordId',
  entity: 'department',
  endpoints: { list: R.departments, get: R.department, save: R.setDepartment },
  wire: { parts: {}, header: 'department', ...wireCodes({ fields: ['parentId'] }) },
  fields: [
    {
      name: 'recordId',
      label: 'Department id',
      type: 'number',
      readOnly: true,
      decimals: 0,
      help: 'Given by the server when the department is saved.',
    },
    nameField(60, 'Department', 'department'),
    {
      name: 'parentId',
      label: 'Part of',
      type: 'reference',
      reference: { resource: 'hrd.departments', endpoint: R.departments, key: 'recordId', label: 'department' },
      help: 'Leave empty for a top-level department.',
    },
    {
      name: 'code',
      label: 'Short code',
      type: 'text',
      max: 10,
      pattern: codePattern('KIT'),
    },
    {
      name: 'location',
      label: 'Location',
      type: 'text',
      max: 60,
      help: 'Floor, block or site where the department sits.',
    },
    {
      name: 'sanctionedStrength',
      label: 'Sanctioned posts',
      type: 'number',
      min: 0,
      max: 9999,
      decimals: 0,
      help: 'How many employees the department may have.',
    },
    ACTIVE,
  ],
  columns: ['recordId', 'department', 'parentId', 'location', 'sanctionedStrength', 'active'],
  example: {
    recordId: null,
    department: 'Bakery and desserts',
    parentId: '',
    code: 'BAK',
    location: 'Ground floor, rear kitchen',
    sanctionedStrength: 4,
    active: true,
  },
  searchable: ['department', 'code', 'location'],
  filters: ['parentId', 'active'],
  integrity: {
    acyclic: {
      reference: 'parentId',
      message: 'A department cannot sit under itself or one of its own sub-departments',
    },
  },
  defaultSort: { field: 'department', direction: 'asc' },
};
