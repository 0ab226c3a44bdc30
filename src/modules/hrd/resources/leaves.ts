import type { ResourceDeclaration } from '../../../engine/resource';
import { HRD } from '../../../menus/catalogue/hrd';

/** Leave types (/hrd/hrd-leaves): days a year, and whether unused days carry forward or are paid out. */
export const LEAVES: ResourceDeclaration = {
  name: 'hrd.leaves',
  title: 'Leave types',
  singular: 'Leave type',
  screen: HRD.hrdLeaves,
  key: 'code',
  entity: 'leave',
  endpoints: { list: 'api/HRDLeaves/GetHRDLeaves', get: 'api/HRDLeaves/GetHRDLeave', save: 'api/HRDLeaves/SetHRDLeave' },
  fields: [
    { name: 'code', label: 'Code', type: 'text', required: true, max: 6, pattern: { regex: /^[A-Z0-9]+$/, message: 'Use capital letters and digits only, e.g. CL' }, fixedAfterCreate: true },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 50 },
    { name: 'daysPerYear', label: 'Days per year', type: 'number', required: true, min: 0, max: 366 },
    { name: 'paid', label: 'Paid leave', type: 'boolean', defaultValue: true },
    { name: 'carryForward', label: 'Carry forward', type: 'boolean', defaultValue: false, help: 'Unused days move to the next year.' },
    { name: 'maxCarryForward', label: 'Most days carried', type: 'number', min: 0, max: 366, help: 'The largest balance that may build up; empty for no limit.' },
    { name: 'encashable', label: 'Encashable', type: 'boolean', defaultValue: false },
    {
      name: 'applicableTo',
      label: 'Applies to',
      type: 'select',
      required: true,
      options: [{ value: 'ALL', label: 'All employees' }, { value: 'F', label: 'Women' }, { value: 'M', label: 'Men' }],
      defaultValue: 'ALL',
    },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'daysPerYear', 'paid', 'carryForward', 'encashable', 'applicableTo'],
  example: { code: 'STL', name: 'Study leave', daysPerYear: 5, paid: false, carryForward: false, maxCarryForward: null, encashable: false, applicableTo: 'ALL', active: true },
  searchable: ['code', 'name'],
  filters: ['paid', 'carryForward', 'applicableTo', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
