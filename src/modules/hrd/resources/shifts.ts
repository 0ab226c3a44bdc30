import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField, TIME } from '../../../kits/masters/fields';
import { HRD } from '../../../menus/catalogue/hrd';

const TIME_24H = { ...TIME, message: 'Use 24-hour time HH:mm, e.g. 09:30' };

/** Shifts (/hrd/hrd-shifts): working hours, grace for late arrival and the weekly off day. */
export const SHIFTS: ResourceDeclaration = {
  name: 'hrd.shifts',
  title: 'Shifts',
  singular: 'Shift',
  screen: HRD.hrdShifts,
  key: 'code',
  entity: 'shift',
  endpoints: {
    list: 'api/HRDShifts/GetHRDShifts',
    get: 'api/HRDShifts/GetHRDShift',
    save: 'api/HRDShifts/SetHRDShift',
  },
  fields: [
    codeField('GEN', 6, { plain: true }),
    nameField(40),
    { name: 'startTime', label: 'Starts at', type: 'text', required: true, max: 5, pattern: TIME_24H },
    {
      name: 'endTime',
      label: 'Ends at',
      type: 'text',
      required: true,
      max: 5,
      pattern: TIME_24H,
      help: 'Earlier than the start for a shift that ends the next day.',
    },
    {
      name: 'graceMinutes',
      label: 'Grace minutes',
      type: 'number',
      required: true,
      min: 0,
      max: 120,
      defaultValue: 10,
      help: 'How late one may arrive without being marked late.',
    },
    { name: 'breakMinutes', label: 'Break minutes', type: 'number', min: 0, max: 240 },
    { name: 'nightShift', label: 'Night shift', type: 'boolean', defaultValue: false },
    {
      name: 'weeklyOff',
      label: 'Weekly off',
      type: 'select',
      required: true,
      options: [
        { value: 'SUN', label: 'Sunday' },
        { value: 'MON', label: 'Monday' },
        { value: 'TUE', label: 'Tuesday' },
        { value: 'WED', label: 'Wednesday' },
        { value: 'THU', label: 'Thursday' },
        { value: 'FRI', label: 'Friday' },
        { value: 'SAT', label: 'Saturday' },
        { value: 'ROT', label: 'Rotational' },
      ],
      defaultValue: 'SUN',
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'startTime', 'endTime', 'graceMinutes', 'weeklyOff', 'active'],
  example: {
    code: 'BRK',
    name: 'Breakfast shift',
    startTime: '05:30',
    endTime: '13:30',
    graceMinutes: 5,
    breakMinutes: 30,
    nightShift: false,
    weeklyOff: 'ROT',
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['nightShift', 'weeklyOff', 'active'],
  defaultSort: { field: 'startTime', direction: 'asc' },
};
