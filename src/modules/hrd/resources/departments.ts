import type { ResourceDeclaration } from '../../../engine/resource';
import { HRD } from '../../../menus/catalogue/hrd';

/** Departments (/hrd/hrd-departments): where employees work, with the number of posts sanctioned. */
export const DEPARTMENTS: ResourceDeclaration = {
  name: 'hrd.departments',
  title: 'Departments',
  singular: 'Department',
  screen: HRD.hrdDepartments,
  key: 'code',
  entity: 'department',
  endpoints: { list: 'api/HRDDepartments/GetHRDDepartments', get: 'api/HRDDepartments/GetHRDDepartment', save: 'api/HRDDepartments/SetHRDDepartment' },
  fields: [
    { name: 'code', label: 'Code', type: 'text', required: true, max: 10, pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. KIT' }, fixedAfterCreate: true },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 60 },
    { name: 'location', label: 'Location', type: 'text', max: 60, help: 'Floor, block or site where the department sits.' },
    { name: 'sanctionedStrength', label: 'Sanctioned posts', type: 'number', min: 0, max: 9999, help: 'How many employees the department may have.' },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'location', 'sanctionedStrength', 'active'],
  example: { code: 'BAK', name: 'Bakery and desserts', location: 'Ground floor, rear kitchen', sanctionedStrength: 4, active: true },
  searchable: ['code', 'name', 'location'],
  filters: ['active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
