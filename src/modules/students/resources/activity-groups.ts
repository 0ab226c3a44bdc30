import type { ResourceDeclaration } from '../../../engine/resource';
import { STUDENTS } from '../../../menus/catalogue/students';

/** Activity groups (/students/activity-grps): sports, arts, clubs..., each with its coordinator. */
export const ACTIVITY_GROUPS: ResourceDeclaration = {
  name: 'students.activity-groups',
  title: 'Activity groups',
  singular: 'Activity group',
  screen: STUDENTS.activityGrps,
  key: 'code',
  entity: 'activityGroup',
  endpoints: {
    list: 'api/StuActivityGroups/GetStuActivityGroups',
    get: 'api/StuActivityGroups/GetStuActivityGroup',
    save: 'api/StuActivityGroups/SetStuActivityGroup',
  },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. SPT' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 50 },
    { name: 'coordinator', label: 'Coordinator', type: 'text', required: true, max: 60 },
    { name: 'description', label: 'Description', type: 'multiline', max: 200 },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'coordinator', 'active'],
  example: {
    code: 'ENV',
    name: 'Environment and nature',
    coordinator: 'Ms. Anjali Nair',
    description: 'Eco club, bird watching and the school garden',
    active: true,
  },
  searchable: ['code', 'name', 'coordinator'],
  filters: ['active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
