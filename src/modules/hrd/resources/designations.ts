import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codePattern, nameField, refTo } from '../../../kits/masters/fields';
import { HRD } from '../../../menus/catalogue/hrd';
import { DEPARTMENTS } from './departments';
import { HRD_MASTER_ROUTES as R } from './master-routes';
import { wireCodes } from './wire-codes';

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
  key: 'recordId',
  entity: 'designation',
  endpoints: { list: R.designations, get: R.designation, save: R.setDesignation },
  wire: { parts: {}, header: 'designation', ...wireCodes({ fields: ['department'] }) },
  fields: [
    {
      name: 'recordId',
      label: 'Designation id',
      type: 'number',
      readOnly: true,
      decimals: 0,
      help: 'Given by the server when the designation is saved.',
    },
    nameField(60, 'Designation', 'designation'),
    {
      name: 'department',
      label: 'Department',
      type: 'reference',
      reference: refTo(DEPARTMENTS, { key: 'recordId', label: 'department' }),
    },
    {
      name: 'code',
      label: 'Short code',
      type: 'text',
      max: 10,
      pattern: codePattern('CDP'),
    },
    { name: 'grade', label: 'Grade', type: 'select', required: true, options: GRADES, defaultValue: 'O' },
    ACTIVE,
  ],
  columns: ['recordId', 'designation', 'department', 'grade', 'active'],
  example: { recordId: null, designation: 'Pastry chef', department: '2', code: 'PTC', grade: 'S', active: true },
  searchable: ['designation', 'code'],
  filters: ['department', 'grade', 'active'],
  defaultSort: { field: 'designation', direction: 'asc' },
};
