import type { ResourceDeclaration } from '../../../engine/resource';
import { HRD } from '../../../menus/catalogue/hrd';
import { DEPARTMENTS } from './departments';

export const GRADES = [
  { value: 'M', label: 'Management' },
  { value: 'S', label: 'Supervisory' },
  { value: 'O', label: 'Officer / staff' },
  { value: 'W', label: 'Worker' },
  { value: 'T', label: 'Trainee' },
] as const;

/** Designations (/hrd/hrd-designations): job titles, each in its usual department and grade. */
export const DESIGNATIONS: ResourceDeclaration = {
  name: 'hrd.designations',
  title: 'Designations',
  singular: 'Designation',
  screen: HRD.hrdDesignations,
  key: 'code',
  entity: 'designation',
  endpoints: { list: 'api/HRDDesignations/GetHRDDesignations', get: 'api/HRDDesignations/GetHRDDesignation', save: 'api/HRDDesignations/SetHRDDesignation' },
  fields: [
    { name: 'code', label: 'Code', type: 'text', required: true, max: 10, pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. CDP' }, fixedAfterCreate: true },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 60 },
    { name: 'department', label: 'Department', type: 'reference', reference: { resource: DEPARTMENTS.name, endpoint: DEPARTMENTS.endpoints.list, key: 'code', label: 'name' } },
    { name: 'grade', label: 'Grade', type: 'select', required: true, options: GRADES, defaultValue: 'O' },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'department', 'grade', 'active'],
  example: { code: 'PTC', name: 'Pastry chef', department: 'KIT', grade: 'S', active: true },
  searchable: ['code', 'name'],
  filters: ['department', 'grade', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
