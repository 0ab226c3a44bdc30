import type { ResourceDeclaration } from '../../../engine/resource';
import { STUDENTS } from '../../../menus/catalogue/students';

/** Penalties (/students/penalties): the fines a pupil may be charged, and why. */
export const PENALTIES: ResourceDeclaration = {
  name: 'students.penalties',
  title: 'Penalties',
  singular: 'Penalty',
  screen: STUDENTS.penalties,
  key: 'code',
  entity: 'penalty',
  endpoints: {
    list: 'api/StuPenalties/GetStuPenalties',
    get: 'api/StuPenalties/GetStuPenalty',
    save: 'api/StuPenalties/SetStuPenalty',
  },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. LATE' },
      fixedAfterCreate: true,
    },
    { name: 'reason', label: 'Reason', type: 'text', required: true, max: 80 },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      options: [
        { value: 'DISCIPLINE', label: 'Discipline' },
        { value: 'LIBRARY', label: 'Library' },
        { value: 'FEES', label: 'Fees' },
        { value: 'PROPERTY', label: 'School property' },
      ],
      defaultValue: 'DISCIPLINE',
    },
    { name: 'amount', label: 'Amount', type: 'money', required: true, min: 0 },
    { name: 'perDay', label: 'Charged per day', type: 'boolean', defaultValue: false },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'reason', 'category', 'amount', 'perDay', 'active'],
  example: {
    code: 'BUS',
    reason: 'Missing the school bus without notice',
    category: 'DISCIPLINE',
    amount: 100,
    perDay: false,
    active: true,
  },
  searchable: ['code', 'reason'],
  filters: ['category', 'perDay', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
