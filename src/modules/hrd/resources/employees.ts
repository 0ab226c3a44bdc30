import type { ReferenceTarget, ResourceDeclaration } from '../../../engine/resource';
import { HRD } from '../../../menus/catalogue/hrd';
import { ALLOWANCES_DEDUCTIONS } from './allowances-deductions';
import { DEPARTMENTS } from './departments';
import { DESIGNATIONS } from './designations';
import { LEAVES } from './leaves';

const target = (resource: ResourceDeclaration, key = 'code'): ReferenceTarget => ({ resource: resource.name, endpoint: resource.endpoints.list, key, label: 'name' });
const option = (value: string, label = value) => ({ value, label });

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** Employees (/hrd/hrd-employees): the backend contract's employee, with allowances and leave entitlements as lines. */
export const EMPLOYEES: ResourceDeclaration = {
  name: 'hrd.employees',
  title: 'Employees',
  singular: 'Employee',
  screen: HRD.hrdEmployees,
  key: 'empNo',
  entity: 'employee',
  endpoints: { list: 'api/HRDEmployees/GetHRDEmployees', get: 'api/HRDEmployees/GetHRDEmployee', save: 'api/HRDEmployees/SetHRDEmployee' },
  fields: [
    { name: 'empNo', label: 'Employee number', type: 'text', required: true, max: 12, pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. EMP-0042' }, fixedAfterCreate: true },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 60 },
    { name: 'surname', label: 'Surname', type: 'text', max: 40 },
    { name: 'fatherName', label: 'Father’s name', type: 'text', max: 60 },
    { name: 'gender', label: 'Gender', type: 'select', required: true, options: [option('M', 'Male'), option('F', 'Female'), option('O', 'Other')] },
    { name: 'dateOfBirth', label: 'Date of birth', type: 'date', required: true },
    { name: 'maritalStatus', label: 'Marital status', type: 'select', options: [option('SINGLE', 'Single'), option('MARRIED', 'Married'), option('WIDOWED', 'Widowed'), option('DIVORCED', 'Divorced')] },
    { name: 'bloodGroup', label: 'Blood group', type: 'select', options: BLOOD_GROUPS.map((group) => option(group)) },
    { name: 'mobile', label: 'Mobile', type: 'text', max: 10, pattern: { regex: /^[6-9]\d{9}$/, message: 'Ten digits starting 6 to 9, e.g. 9847012345' } },
    { name: 'address', label: 'Address', type: 'multiline', max: 250 },
    { name: 'pan', label: 'PAN', type: 'text', max: 10, pattern: { regex: /^[A-Z]{5}\d{4}[A-Z]$/, message: 'Five letters, four digits, one letter, e.g. ABCPN1234K' } },
    { name: 'aadhaar', label: 'Aadhaar number', type: 'text', max: 12, pattern: { regex: /^[2-9]\d{11}$/, message: 'Twelve digits, not starting with 0 or 1, e.g. 234567890123' } },
    { name: 'department', label: 'Department', type: 'reference', required: true, reference: target(DEPARTMENTS) },
    { name: 'designation', label: 'Designation', type: 'reference', required: true, reference: target(DESIGNATIONS) },
    { name: 'manager', label: 'Reports to', type: 'reference', reference: { resource: 'hrd.employees', endpoint: 'api/HRDEmployees/GetHRDEmployees', key: 'empNo', label: 'name' } },
    { name: 'dateOfJoining', label: 'Date of joining', type: 'date', required: true },
    { name: 'modeOfPay', label: 'Mode of pay', type: 'select', required: true, options: [option('BANK', 'Bank transfer'), option('CHEQUE', 'Cheque'), option('CASH', 'Cash')], defaultValue: 'BANK' },
    { name: 'basicPay', label: 'Basic pay', type: 'money', required: true, min: 0, max: 10000000 },
    { name: 'grossPay', label: 'Gross pay', type: 'money', required: true, min: 0, max: 10000000, help: 'Basic pay plus the allowances, a month.' },
    { name: 'bankAccount', label: 'Bank account number', type: 'text', max: 18, pattern: { regex: /^\d{9,18}$/, message: 'Nine to eighteen digits, e.g. 14560100012345' } },
    { name: 'ifsc', label: 'IFSC', type: 'text', max: 11, pattern: { regex: /^[A-Z]{4}0[A-Z0-9]{6}$/, message: 'Four letters, a zero and six letters or digits, e.g. FDRL0001456' } },
    { name: 'bankName', label: 'Bank name', type: 'text', max: 60 },
    { name: 'bankBranch', label: 'Bank branch', type: 'text', max: 60 },
    { name: 'photo', label: 'Photo', type: 'image' },
    {
      name: 'allowances',
      label: 'Allowances',
      type: 'lines',
      help: 'The monthly amount of each allowance this employee receives.',
      lines: [
        { name: 'allowance', label: 'Allowance', type: 'reference', required: true, reference: target(ALLOWANCES_DEDUCTIONS) },
        { name: 'amount', label: 'Amount', type: 'money', required: true, min: 0 },
      ],
    },
    {
      name: 'leaves',
      label: 'Leaves',
      type: 'lines',
      help: 'Days of each leave type allowed this year.',
      lines: [
        { name: 'leave', label: 'Leave type', type: 'reference', required: true, reference: target(LEAVES) },
        { name: 'days', label: 'Days', type: 'number', required: true, min: 0, max: 366 },
      ],
    },
    { name: 'active', label: 'In service', type: 'boolean', defaultValue: true },
  ],
  columns: ['empNo', 'name', 'surname', 'department', 'designation', 'dateOfJoining', 'grossPay'],
  example: {
    empNo: 'EMP-9001',
    name: 'Anjali',
    surname: 'Menon',
    fatherName: 'Gopinath Menon',
    gender: 'F',
    dateOfBirth: '1996-08-14',
    maritalStatus: 'SINGLE',
    bloodGroup: 'O+',
    mobile: '9847061234',
    address: '21/604, Chittoor Road, Ernakulam South, Kochi, Kerala',
    pan: 'BKQPM4821L',
    aadhaar: '482716395028',
    department: 'KIT',
    designation: 'CDP',
    manager: 'EMP-0002',
    dateOfJoining: '2025-06-02',
    modeOfPay: 'BANK',
    basicPay: 21000,
    grossPay: 32000,
    bankAccount: '14560100098765',
    ifsc: 'FDRL0001456',
    bankName: 'Federal Bank',
    bankBranch: 'Ernakulam South',
    photo: '',
    allowances: [{ allowance: 'HRA', amount: 8400 }, { allowance: 'CONV', amount: 1600 }, { allowance: 'SPL', amount: 1000 }],
    leaves: [{ leave: 'CL', days: 12 }, { leave: 'SL', days: 12 }, { leave: 'EL', days: 15 }],
    active: true,
  },
  searchable: ['empNo', 'name', 'surname', 'mobile'],
  filters: ['department', 'designation', 'gender', 'modeOfPay', 'active'],
  defaultSort: { field: 'empNo', direction: 'asc' },
};
