import type { FieldDeclaration, ReferenceTarget } from '../../../engine/resource';
import { HRD_MASTER_ROUTES as R } from './master-routes';

export const target = (resource: string, endpoint: string, key: string, label: string): ReferenceTarget => ({
  resource,
  endpoint,
  key,
  label,
});

export const option = (value: string, label = value) => ({ value, label });

const YEAR = { regex: /^(19|20)\d{2}$/, message: 'A year, e.g. 2019' };

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** ModeofPay (ours: the server stores an int without naming the values). */
export const MODES_OF_PAY = [option('1', 'Bank transfer'), option('2', 'Cheque'), option('3', 'Cash')] as const;

/** The children GetHRDEmployee answers and SetHRDEmployee takes beside the employee. */
export const CHILDREN: readonly FieldDeclaration[] = [
  {
    name: 'allowances',
    label: 'Allowances and deductions',
    type: 'lines',
    help: 'The employee’s pay structure: the monthly amount of a fixed head, the rate of a percent head.',
    lines: [
      {
        name: 'allowanceId',
        label: 'Pay head',
        type: 'reference',
        required: true,
        reference: target('hrd.allowances-deductions', R.allowances, 'recordId', 'allowance'),
      },
      { name: 'valu', label: 'Amount or rate', type: 'number', required: true, min: 0, max: 10000000, decimals: 2 },
    ],
  },
  {
    name: 'leaves',
    label: 'Leaves',
    type: 'lines',
    help: 'Days of each leave type allowed a year.',
    lines: [
      {
        name: 'leaveId',
        label: 'Leave type',
        type: 'reference',
        required: true,
        reference: target('hrd.leaves', R.leaves, 'recordId', 'leaveDescription'),
      },
      { name: 'valu', label: 'Days', type: 'number', required: true, min: 0, max: 366, decimals: 1 },
    ],
  },
  {
    name: 'identifications',
    label: 'Identification marks',
    type: 'lines',
    max: 5,
    lines: [{ name: 'identit', label: 'Mark', type: 'text', required: true, max: 80 }],
  },
  {
    name: 'curriculum',
    label: 'Education',
    type: 'lines',
    lines: [
      { name: 'frmyear', label: 'From year', type: 'text', max: 4, pattern: YEAR },
      { name: 'toyear', label: 'To year', type: 'text', max: 4, pattern: YEAR },
      { name: 'qual', label: 'Qualification', type: 'text', required: true, max: 60 },
      { name: 'board', label: 'Board or university', type: 'text', max: 60 },
    ],
  },
  {
    name: 'experience',
    label: 'Experience',
    type: 'lines',
    lines: [
      { name: 'frmyear', label: 'From year', type: 'text', max: 4, pattern: YEAR },
      { name: 'toyear', label: 'To year', type: 'text', max: 4, pattern: YEAR },
      { name: 'designation', label: 'Post held', type: 'text', required: true, max: 60 },
      { name: 'organisation', label: 'Organisation', type: 'text', required: true, max: 80 },
    ],
  },
  {
    name: 'family',
    label: 'Family',
    type: 'lines',
    lines: [
      { name: 'relativename', label: 'Name', type: 'text', required: true, max: 60 },
      { name: 'relation', label: 'Relation', type: 'text', required: true, max: 30 },
    ],
  },
];
