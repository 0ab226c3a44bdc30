import type { ResourceDeclaration } from '../../../engine/resource';
import { STUDENTS } from '../../../menus/catalogue/students';

/** Exams (/students/exams): periodic tests and term exams with their maximum and pass marks. */
export const EXAMS: ResourceDeclaration = {
  name: 'students.exams',
  title: 'Exams',
  singular: 'Exam',
  screen: STUDENTS.exams,
  key: 'code',
  entity: 'exam',
  endpoints: { list: 'api/StuExams/GetStuExams', get: 'api/StuExams/GetStuExam', save: 'api/StuExams/SetStuExam' },
  fields: [
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. PT-1' },
      fixedAfterCreate: true,
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 50 },
    {
      name: 'term',
      label: 'Term',
      type: 'select',
      required: true,
      options: [
        { value: 'T1', label: 'Term 1 (April to September)' },
        { value: 'T2', label: 'Term 2 (October to March)' },
      ],
      defaultValue: 'T1',
    },
    { name: 'maxMarks', label: 'Maximum marks', type: 'number', required: true, min: 1, max: 1000 },
    { name: 'passMarks', label: 'Pass marks', type: 'number', required: true, min: 0, max: 1000 },
    { name: 'weightage', label: 'Weightage in the result', type: 'percent', defaultValue: 0 },
    { name: 'startDate', label: 'Starts on', type: 'date' },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'term', 'maxMarks', 'passMarks', 'startDate'],
  example: {
    code: 'OLY',
    name: 'Science olympiad (internal)',
    term: 'T2',
    maxMarks: 50,
    passMarks: 17,
    weightage: 0,
    startDate: '2026-01-12',
    active: true,
  },
  searchable: ['code', 'name'],
  filters: ['term', 'active'],
  defaultSort: { field: 'startDate', direction: 'asc' },
};
