import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FD_REPORT_ENDPOINTS as E } from '../reports/domain/report-endpoints';

/**
 * The front desk's student views as reports, computed by the demo backend from the students master, the
 * transport assignments, the fee ledger, the library and the penalties given
 * (src/mocks/school-office/reports/report-rows-views.ts). Pure declarations: the screens (view-screens.ts) and the
 * backend both read them. Printed with the report page's Print (the views' print right).
 */

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
const CLASS = {
  name: 'classCode',
  label: 'Class',
  type: 'text',
  max: 10,
  help: 'A class code such as VIII-A; leave empty for every class.',
} as const;

/** fd-students1: a roll per class and section, by name, numbered. */
export const CLASS_LISTS: ReportDeclaration = {
  name: 'frontdesk.view.class-lists',
  title: FRONT_DESK.fdStudents1.title,
  screen: FRONT_DESK.fdStudents1,
  endpoint: E.classLists,
  parameters: [CLASS],
  columns: [
    text('classCode', 'Class'),
    { name: 'rollNo', label: 'Roll number', type: 'number' },
    text('admissionNo', 'Admission number'),
    text('name', 'Pupil'),
    text('gender', 'Gender'),
    { name: 'dateOfBirth', label: 'Date of birth', type: 'date' },
    text('parentName', 'Parent'),
    text('phone', 'Phone'),
  ],
  groupBy: 'classCode',
};

/** fd-students3: the pupils riding today by route and stop (in pickup order). */
export const TRANSPORT_STUDENTS: ReportDeclaration = {
  name: 'frontdesk.view.transport-students',
  title: FRONT_DESK.fdStudents3.title,
  screen: FRONT_DESK.fdStudents3,
  endpoint: E.transportStudents,
  parameters: [
    {
      name: 'route',
      label: 'Route',
      type: 'text',
      max: 8,
      help: 'A route code such as R-01; leave empty for every route.',
    },
  ],
  columns: [
    text('route', 'Route'),
    text('stop', 'Stop'),
    text('pickupTime', 'Pickup'),
    text('admissionNo', 'Admission number'),
    text('name', 'Pupil'),
    text('classCode', 'Class'),
    text('way', 'Way'),
    { name: 'fromDate', label: 'Since', type: 'date' },
    count('pupils', 'Pupils'),
  ],
  groupBy: 'route',
};

/** fd-students4: pupils on roll per class by gender, and this academic year's admissions. */
export const STUDENT_STRENGTH: ReportDeclaration = {
  name: 'frontdesk.view.student-strength',
  title: FRONT_DESK.fdStudents4.title,
  screen: FRONT_DESK.fdStudents4,
  endpoint: E.studentStrength,
  parameters: [],
  columns: [
    text('classCode', 'Class'),
    count('boys', 'Boys'),
    count('girls', 'Girls'),
    count('other', 'Other'),
    count('total', 'Total'),
    count('newAdmissions', 'Admitted this year'),
  ],
};

/**
 * fd-rep-studentnoc: per pupil, the fee balance, library books out and unpaid penalties: NOC yes only when all are
 * clear.
 */
export const STUDENT_NOC: ReportDeclaration = {
  name: 'frontdesk.view.student-noc',
  title: FRONT_DESK.fdRepStudentnoc.title,
  screen: FRONT_DESK.fdRepStudentnoc,
  endpoint: E.studentNoc,
  parameters: [
    CLASS,
    {
      name: 'detail',
      label: 'Admission number',
      type: 'text',
      max: 20,
      help: 'Leave empty for the whole class or school.',
    },
  ],
  columns: [
    text('admissionNo', 'Admission number'),
    text('name', 'Pupil'),
    text('classCode', 'Class'),
    money('feeBalance', 'Fee balance'),
    count('booksOut', 'Library books out'),
    money('unpaidPenalties', 'Unpaid penalties'),
    text('noc', 'NOC'),
    text('pending', 'Pending'),
  ],
};

export const VIEW_REPORTS: readonly ReportDeclaration[] = [
  CLASS_LISTS,
  TRANSPORT_STUDENTS,
  STUDENT_STRENGTH,
  STUDENT_NOC,
];
