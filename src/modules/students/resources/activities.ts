import type { ResourceDeclaration } from '../../../engine/resource';
import { STUDENTS } from '../../../menus/catalogue/students';
import { ACTIVITY_GROUPS } from './activity-groups';

/** Activities (/students/activities): each club or sport of an activity group, its day, venue, seats and fee. */
export const ACTIVITIES: ResourceDeclaration = {
  name: 'students.activities',
  title: 'Activities',
  singular: 'Activity',
  screen: STUDENTS.activities,
  key: 'code',
  entity: 'activity',
  endpoints: {
    list: 'api/StuActivities/GetStuActivities',
    get: 'api/StuActivities/GetStuActivity',
    save: 'api/StuActivities/SetStuActivity',
  },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. CHESS' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 50 },
    {
      name: 'group',
      label: 'Activity group',
      type: 'reference',
      required: true,
      reference: {
        resource: ACTIVITY_GROUPS.name,
        endpoint: ACTIVITY_GROUPS.endpoints.list,
        key: 'code',
        label: 'name',
      },
    },
    {
      name: 'day',
      label: 'Day',
      type: 'select',
      required: true,
      options: [
        { value: 'MON', label: 'Monday' },
        { value: 'TUE', label: 'Tuesday' },
        { value: 'WED', label: 'Wednesday' },
        { value: 'THU', label: 'Thursday' },
        { value: 'FRI', label: 'Friday' },
        { value: 'SAT', label: 'Saturday' },
      ],
    },
    { name: 'venue', label: 'Venue', type: 'text', max: 50 },
    { name: 'instructor', label: 'Instructor', type: 'text', max: 60 },
    { name: 'seats', label: 'Seats', type: 'number', required: true, min: 1, max: 500 },
    { name: 'fee', label: 'Fee per term', type: 'money', min: 0 },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'group', 'day', 'venue', 'seats'],
  example: {
    code: 'BIRD',
    name: 'Bird watching',
    group: 'SOC',
    day: 'SAT',
    venue: 'School garden',
    instructor: 'Ms. Anjali Nair',
    seats: 20,
    fee: 0,
    active: true,
  },
  searchable: ['code', 'name', 'venue', 'instructor'],
  filters: ['group', 'day', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
