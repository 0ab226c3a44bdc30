import type {
  FieldDeclaration,
  FieldValue,
  LineRecord,
  ReferenceTarget,
  ResourceDeclaration,
  ResourceRecord,
} from '../../../engine/resource';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_MASTER_ROUTES as R } from './master-routes';
import { wireCodes } from './wire-codes';

const target = (resource: string, endpoint: string, key: string, label: string): ReferenceTarget => ({
  resource,
  endpoint,
  key,
  label,
});
const option = (value: string, label = value) => ({ value, label });
const YEAR = { regex: /^(19|20)\d{2}$/, message: 'A year, e.g. 2019' };

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
/** ModeofPay (ours: the server stores an int without naming the values). */
export const MODES_OF_PAY = [option('1', 'Bank transfer'), option('2', 'Cheque'), option('3', 'Cash')] as const;

/** The children GetHRDEmployee answers and SetHRDEmployee takes beside the employee. */
const CHILDREN: readonly FieldDeclaration[] = [
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

const PARTS = Object.fromEntries(CHILDREN.map((field) => [field.name, field.name]));

const codes = wireCodes({
  fields: ['gender', 'maritalStatus', 'department', 'designation', 'mgr', 'modeofPay'],
  lines: {
    allowances: ['allowanceId'],
    leaves: ['leaveId'],
    identifications: [],
    curriculum: [],
    experience: [],
    family: [],
  },
});
const linesOf = (value: FieldValue | undefined): LineRecord[] => (Array.isArray(value) ? (value as LineRecord[]) : []);

/**
 * The contract's HrdEmployeeAllowancesDeductions names the head's id `Allowance` (GetHRDEmployee answers it as
 * `allowanceId`, with `allowance` the head's name): a save carries it as `allowance` beside our `allowanceId`, and a
 * body with only `allowance` (the real server's client) is read as the head's id.
 */
function employeeToWire(record: ResourceRecord): ResourceRecord {
  const wired = codes.toWire(record);
  return 'allowances' in wired
    ? {
        ...wired,
        allowances: linesOf(wired.allowances).map((line) => ({ ...line, allowance: line.allowanceId ?? null })),
      }
    : wired;
}

function employeeFromWire(record: ResourceRecord): ResourceRecord {
  if (!('allowances' in record)) return codes.fromWire(record);
  const allowances = linesOf(record.allowances).map((line) =>
    line.allowanceId === undefined && typeof line.allowance === 'number'
      ? { ...line, allowanceId: line.allowance }
      : line,
  );
  return codes.fromWire({ ...record, allowances });
}

/**
 * Employees (/hrd/hrd-employees): the contract's HrdEmployees with its children; the number is the user's, the record
 * id the server's.
 */
export const EMPLOYEES: ResourceDeclaration = {
  name: 'hrd.employees',
  title: 'Employees',
  singular: 'Employee',
  screen: HRD.hrdEmployees,
  key: 'recordId',
  entity: 'employee',
  endpoints: { list: R.employees, get: R.employee, save: R.setEmployee },
  wire: { header: 'employee', parts: PARTS, toWire: employeeToWire, fromWire: employeeFromWire },
  fields: [
    {
      name: 'recordId',
      label: 'Employee id',
      type: 'number',
      readOnly: true,
      decimals: 0,
      help: 'Given by the server when the employee is saved.',
    },
    {
      name: 'empno',
      label: 'Employee number',
      type: 'text',
      required: true,
      max: 12,
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. EMP-0042' },
    },
    { name: 'empname', label: 'Name', type: 'text', required: true, max: 60 },
    { name: 'surname', label: 'Surname', type: 'text', max: 40 },
    { name: 'fathername', label: 'Father’s name', type: 'text', max: 60 },
    {
      name: 'gender',
      label: 'Gender',
      type: 'select',
      required: true,
      options: [option('1', 'Male'), option('2', 'Female'), option('3', 'Other')],
    },
    { name: 'dob', label: 'Date of birth', type: 'date', required: true },
    {
      name: 'maritalStatus',
      label: 'Marital status',
      type: 'select',
      options: [option('1', 'Single'), option('2', 'Married'), option('3', 'Widowed'), option('4', 'Divorced')],
    },
    {
      name: 'mobile',
      label: 'Mobile',
      type: 'text',
      max: 10,
      pattern: { regex: /^[6-9]\d{9}$/, message: 'Ten digits starting 6 to 9, e.g. 9847012345' },
    },
    {
      name: 'email',
      label: 'Email',
      type: 'text',
      max: 80,
      pattern: { regex: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, message: 'Give an email address, e.g. anjali@example.in' },
    },
    { name: 'address', label: 'Address', type: 'multiline', max: 250 },
    { name: 'city', label: 'City', type: 'text', max: 40 },
    { name: 'stat', label: 'State', type: 'text', max: 40 },
    {
      name: 'pan',
      label: 'PAN',
      type: 'text',
      max: 10,
      pattern: { regex: /^[A-Z]{5}\d{4}[A-Z]$/, message: 'Five letters, four digits, one letter, e.g. ABCPN1234K' },
    },
    {
      name: 'aadhar',
      label: 'Aadhaar number',
      type: 'text',
      max: 12,
      pattern: { regex: /^[2-9]\d{11}$/, message: 'Twelve digits, not starting with 0 or 1, e.g. 234567890123' },
    },
    { name: 'bloodGrp', label: 'Blood group', type: 'select', options: BLOOD_GROUPS.map((group) => option(group)) },
    {
      name: 'department',
      label: 'Department',
      type: 'reference',
      required: true,
      reference: target('hrd.departments', R.departments, 'recordId', 'department'),
    },
    {
      name: 'designation',
      label: 'Designation',
      type: 'reference',
      required: true,
      reference: target('hrd.designations', R.designations, 'recordId', 'designation'),
    },
    { name: 'doj', label: 'Date of joining', type: 'date', required: true },
    {
      name: 'mgr',
      label: 'Reports to',
      type: 'reference',
      reference: target('hrd.employees', R.employees, 'recordId', 'empname'),
    },
    {
      name: 'shift',
      label: 'Shift',
      type: 'reference',
      required: true,
      reference: target('hrd.shifts', 'api/HRDShifts/GetHRDShifts', 'code', 'name'),
    },
    {
      name: 'modeofPay',
      label: 'Mode of pay',
      type: 'select',
      required: true,
      options: MODES_OF_PAY,
      defaultValue: '1',
    },
    { name: 'basicPay', label: 'Basic pay', type: 'money', required: true, min: 0, max: 10000000 },
    {
      name: 'grandPay',
      label: 'Gross pay',
      type: 'money',
      required: true,
      min: 0,
      max: 10000000,
      help: 'Basic pay plus the allowances, a month.',
    },
    {
      name: 'sbAc',
      label: 'Bank account number',
      type: 'text',
      max: 18,
      pattern: { regex: /^\d{9,18}$/, message: 'Nine to eighteen digits, e.g. 14560100012345' },
    },
    {
      name: 'bankifscno',
      label: 'IFSC',
      type: 'text',
      max: 11,
      pattern: {
        regex: /^[A-Z]{4}0[A-Z0-9]{6}$/,
        message: 'Four letters, a zero and six letters or digits, e.g. FDRL0001456',
      },
    },
    { name: 'bankName', label: 'Bank name', type: 'text', max: 60 },
    { name: 'bankBranch', label: 'Bank branch', type: 'text', max: 60 },
    {
      name: 'uan',
      label: 'UAN (provident fund)',
      type: 'text',
      max: 12,
      pattern: { regex: /^\d{12}$/, message: 'Twelve digits, e.g. 100123456789' },
      help: 'Empty when the employee is not in the provident fund.',
    },
    {
      name: 'esiNo',
      label: 'ESI number',
      type: 'text',
      max: 17,
      pattern: { regex: /^\d{10,17}$/, message: 'Ten to seventeen digits, e.g. 1010123456' },
      help: 'Empty when ESI does not cover the employee.',
    },
    { name: 'pic', label: 'Photo', type: 'image' },
    ...CHILDREN,
  ],
  columns: ['empno', 'empname', 'surname', 'department', 'designation', 'doj', 'grandPay'],
  example: {
    recordId: null,
    empno: 'EMP-9001',
    empname: 'Anjali',
    surname: 'Menon',
    fathername: 'Gopinath Menon',
    gender: '2',
    dob: '1996-08-14',
    maritalStatus: '1',
    mobile: '9847061234',
    email: 'anjali.menon@example.in',
    address: '21/604, Chittoor Road, Ernakulam South',
    city: 'Kochi',
    stat: 'Kerala',
    pan: 'BKQPM4821L',
    aadhar: '482716395028',
    bloodGrp: 'O+',
    department: '2',
    designation: '2',
    doj: '2025-06-02',
    mgr: '2',
    shift: 'GEN',
    modeofPay: '1',
    basicPay: 21000,
    grandPay: 32250,
    sbAc: '14560100098765',
    bankifscno: 'FDRL0001456',
    bankName: 'Federal Bank',
    bankBranch: 'Ernakulam South',
    uan: '100987654321',
    esiNo: '',
    pic: '',
    allowances: [
      { allowanceId: '1', valu: 40 },
      { allowanceId: '3', valu: 1600 },
      { allowanceId: '4', valu: 1250 },
      { allowanceId: '9', valu: 12 },
    ],
    leaves: [
      { leaveId: '1', valu: 12 },
      { leaveId: '2', valu: 12 },
      { leaveId: '3', valu: 15 },
    ],
    identifications: [{ identit: 'Scar on the right palm' }],
    curriculum: [{ frmyear: '2014', toyear: '2017', qual: 'B.Sc. Hotel Management', board: 'University of Kerala' }],
    experience: [],
    family: [{ relativename: 'Gopinath Menon', relation: 'Father' }],
  },
  searchable: ['empno', 'empname', 'surname', 'mobile'],
  filters: ['department', 'designation', 'gender', 'modeofPay'],
  checks: (record): Record<string, string[]> =>
    record.modeofPay === '1' && !record.sbAc ? { sbAc: ['A bank-paid employee needs the account number'] } : {},
  defaultSort: { field: 'empno', direction: 'asc' },
};
