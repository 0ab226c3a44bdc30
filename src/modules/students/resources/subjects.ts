import type { ResourceDeclaration } from '../../../engine/resource';
import { STUDENTS } from '../../../menus/catalogue/students';

/** Subjects (/students/subjects): what is taught, whether it has practicals and how many periods a week it gets. */
export const SUBJECTS: ResourceDeclaration = {
  name: 'students.subjects',
  title: 'Subjects',
  singular: 'Subject',
  screen: STUDENTS.subjects,
  key: 'code',
  entity: 'subject',
  endpoints: {
    list: 'api/StuSubjects/GetStuSubjects',
    get: 'api/StuSubjects/GetStuSubject',
    save: 'api/StuSubjects/SetStuSubject',
  },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. MAT' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 50 },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'CORE', label: 'Core' },
        { value: 'LANGUAGE', label: 'Language' },
        { value: 'ELECTIVE', label: 'Elective' },
        { value: 'COSCHOLASTIC', label: 'Co-scholastic' },
      ],
      defaultValue: 'CORE',
    },
    { name: 'periodsPerWeek', label: 'Periods per week', type: 'number', required: true, min: 0, max: 15 },
    { name: 'practical', label: 'Has practicals', type: 'boolean', defaultValue: false },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'kind', 'periodsPerWeek', 'practical', 'active'],
  example: {
    code: 'AI',
    name: 'Artificial intelligence',
    kind: 'ELECTIVE',
    periodsPerWeek: 2,
    practical: true,
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['kind', 'practical', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
