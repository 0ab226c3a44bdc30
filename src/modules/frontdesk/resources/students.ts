import type { ResourceDeclaration } from '../../../engine/resource';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';

const CLASSES = ['NUR', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** Students (/front-desk/fd-students): the admission register, one row per pupil. */
export const STUDENTS: ResourceDeclaration = {
  name: 'frontdesk.students',
  title: 'Students',
  singular: 'Student',
  screen: FRONT_DESK.fdStudents,
  key: 'admissionNo',
  entity: 'student',
  endpoints: { list: 'api/FDStudents/GetFDStudents', get: 'api/FDStudents/GetFDStudent', save: 'api/FDStudents/SetFDStudent' },
  fields: [
    { name: 'admissionNo', label: 'Admission number', type: 'text', required: true, max: 15, pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. ADM-2024-0158' }, fixedAfterCreate: true },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 80 },
    { name: 'className', label: 'Class', type: 'select', required: true, options: CLASSES.map((value) => ({ value, label: value })) },
    { name: 'section', label: 'Section', type: 'select', required: true, options: ['A', 'B', 'C', 'D'].map((value) => ({ value, label: value })), defaultValue: 'A' },
    { name: 'gender', label: 'Gender', type: 'select', required: true, options: [{ value: 'M', label: 'Boy' }, { value: 'F', label: 'Girl' }, { value: 'O', label: 'Other' }] },
    { name: 'dateOfBirth', label: 'Date of birth', type: 'date', required: true },
    { name: 'parentName', label: 'Parent or guardian', type: 'text', required: true, max: 80 },
    { name: 'phone', label: 'Parent mobile', type: 'text', required: true, max: 10, pattern: { regex: /^[6-9][0-9]{9}$/, message: 'Use a 10-digit mobile number, e.g. 9822037164' } },
    { name: 'email', label: 'Parent email', type: 'text', max: 80, pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Use an email address, e.g. parent@example.in' } },
    { name: 'address', label: 'Address', type: 'multiline', max: 200 },
    { name: 'admissionDate', label: 'Admission date', type: 'date' },
    { name: 'transport', label: 'Uses school transport', type: 'boolean', defaultValue: false },
    { name: 'active', label: 'On roll', type: 'boolean', defaultValue: true },
  ],
  columns: ['admissionNo', 'name', 'className', 'section', 'parentName', 'phone', 'transport'],
  example: {
    admissionNo: 'ADM-2025-9001',
    name: 'Aditi Rao',
    className: 'VI',
    section: 'B',
    gender: 'F',
    dateOfBirth: '2014-08-21',
    parentName: 'Suresh Rao',
    phone: '9847012345',
    email: 'suresh.rao@gmail.com',
    address: '12, Panampilly Nagar, Kochi',
    admissionDate: '2025-06-02',
    transport: true,
    active: true,
  },
  searchable: ['admissionNo', 'name', 'parentName', 'phone'],
  filters: ['className', 'section', 'gender', 'transport', 'active'],
  defaultSort: { field: 'admissionNo', direction: 'asc' },
};
