import type { ResourceDeclaration } from '../../../engine/resource';
import { STUDENTS } from '../../../menus/catalogue/students';

/** Classes (/students/classes): each class and section, e.g. VIII-A, with its class teacher and room. */
export const CLASSES: ResourceDeclaration = {
  name: 'students.classes',
  title: 'Classes',
  singular: 'Class',
  screen: STUDENTS.classes,
  key: 'code',
  entity: 'class',
  endpoints: {
    list: 'api/StuClasses/GetStuClasses',
    get: 'api/StuClasses/GetStuClass',
    save: 'api/StuClasses/SetStuClass',
  },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 8,
      pattern: {
        regex: /^(NUR|LKG|UKG|I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)-[A-Z]$/,
        message: 'Use the standard in Roman numerals, a dash and the section, e.g. VIII-A',
      },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 40 },
    { name: 'classTeacher', label: 'Class teacher', type: 'text', required: true, max: 60 },
    { name: 'room', label: 'Room', type: 'text', max: 20 },
    { name: 'capacity', label: 'Seats', type: 'number', min: 1, max: 80, defaultValue: 40 },
    {
      name: 'medium',
      label: 'Medium',
      type: 'select',
      required: true,
      options: [
        { value: 'EN', label: 'English' },
        { value: 'HI', label: 'Hindi' },
        { value: 'MR', label: 'Marathi' },
      ],
      defaultValue: 'EN',
    },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'classTeacher', 'room', 'capacity', 'active'],
  example: {
    code: 'XI-A',
    name: 'Class XI A (Science)',
    classTeacher: 'Mrs. Reena Mathew',
    room: 'Block B, 204',
    capacity: 40,
    medium: 'EN',
    active: true,
  },
  searchable: ['code', 'name', 'classTeacher', 'room'],
  filters: ['medium', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
