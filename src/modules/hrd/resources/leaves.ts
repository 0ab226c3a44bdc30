import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, nameField, plainCodePattern } from '../../../kits/masters/fields';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_MASTER_ROUTES as R } from './master-routes';

/**
 * Leave types (/hrd/hrd-leaves): the contract's LeaveCode and LeaveDescription, days a year, paid or not (LOP is
 * unpaid).
 */
export const LEAVES: ResourceDeclaration = {
  name: 'hrd.leaves',
  title: 'Leave types',
  singular: 'Leave type',
  screen: HRD.hrdLeaves,
  key: 'recordId',
  entity: 'leave',
  endpoints: { list: R.leaves, get: R.leave, save: R.setLeave },
  fields: [
    {
      name: 'recordId',
      label: 'Leave type id',
      type: 'number',
      readOnly: true,
      decimals: 0,
      help: 'Given by the server when the leave type is saved.',
    },
    {
      name: 'leaveCode',
      label: 'Code',
      type: 'text',
      required: true,
      max: 6,
      pattern: plainCodePattern('CL'),
      help: 'The code the attendance grid shows for a day of this leave.',
    },
    nameField(50, 'Description', 'leaveDescription'),
    { name: 'daysPerYear', label: 'Days per year', type: 'number', required: true, min: 0, max: 366, decimals: 1 },
    { name: 'paid', label: 'Paid leave', type: 'boolean', defaultValue: true },
    {
      name: 'carryForward',
      label: 'Carry forward',
      type: 'boolean',
      defaultValue: false,
      help: 'Unused days move to the next year.',
    },
    {
      name: 'maxCarryForward',
      label: 'Most days carried',
      type: 'number',
      min: 0,
      max: 366,
      decimals: 1,
      help: 'The largest balance that may build up; empty for no limit.',
    },
    { name: 'encashable', label: 'Encashable', type: 'boolean', defaultValue: false },
    {
      name: 'applicableTo',
      label: 'Applies to',
      type: 'select',
      required: true,
      options: [
        { value: 'ALL', label: 'All employees' },
        { value: 'F', label: 'Women' },
        { value: 'M', label: 'Men' },
      ],
      defaultValue: 'ALL',
    },
    ACTIVE,
  ],
  columns: ['leaveCode', 'leaveDescription', 'daysPerYear', 'paid', 'carryForward', 'encashable', 'applicableTo'],
  example: {
    recordId: null,
    leaveCode: 'STL',
    leaveDescription: 'Study leave',
    daysPerYear: 5,
    paid: false,
    carryForward: false,
    maxCarryForward: null,
    encashable: false,
    applicableTo: 'ALL',
    active: true,
  },
  searchable: ['leaveCode', 'leaveDescription'],
  filters: ['paid', 'carryForward', 'applicableTo', 'active'],
  defaultSort: { field: 'leaveCode', direction: 'asc' },
};
