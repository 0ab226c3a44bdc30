import * as z from 'zod';
import { contractRoute, transactionResult, userInfo } from './contract-route';
import { addressLines, date, model, num, rows, text, traCheck, usr } from './contract-fields';

/** `HrdEmployees` (04-hrd.md, Entities): every field the contract lists, each as its C# type. */
const hrdEmployee = model({
  recordId: num,
  empno: text,
  empname: text,
  surname: text,
  fathername: text,
  gender: num,
  dob: date,
  modeofPay: num,
  maritalStatus: num,
  address: text,
  country: text,
  ...addressLines,
  webid: text,
  pan: text,
  aadhar: text,
  idtype: text,
  idno: text,
  height: text,
  weight: text,
  bloodGrp: text,
  referenc: text,
  department: num,
  designation: num,
  doj: date,
  mgr: num,
  basicPay: num,
  grandPay: num,
  basicChk: num,
  leavesScheme: text,
  bankPay: num,
  sbAc: text,
  bankifscno: text,
  bankName: text,
  bankBranch: text,
  paddr: text,
  pcountry: text,
  pstat: text,
  pdist: text,
  pcity: text,
  pzip: text,
  pmobile: text,
  ptel: text,
  pfax: text,
  pemail: text,
  pwebid: text,
  pic: text,
  branchid: text,
  customerCode: num,
});

/** The children are keyed by the employee's RecordId and their LineId. */
const child = { recordId: num, lineid: num };

/** The body of SetHRDEmployee as the contract gives it. */
export const employeeSave = z.strictObject({
  employee: hrdEmployee,
  // HrdEmployeeAllowancesDeductions: `Allowance` is the pay head's id (GetHRDEmployee answers it as allowanceId).
  allowances: rows(model({ ...child, allowance: num, valu: num })),
  leaves: rows(model({ ...child, leaveId: num, valu: num })),
  identifications: rows(model({ ...child, identit: text })),
  curriculum: rows(model({ ...child, frmyear: text, toyear: text, qual: text, board: text })),
  experience: rows(model({ ...child, frmyear: text, toyear: text, designation: text, organisation: text })),
  family: rows(model({ ...child, relativename: text, relation: text })),
  // The photo's upload (FileUploadAttribute): the contract does not give its fields.
  imgs: rows(z.looseObject({})),
  traCheck,
  usr,
});

const list = z.array(z.looseObject({}));

/** 04-hrd.md, Employees: the form's lists in one read. */
export const EMPLOYEE_REQUIREMENTS = contractRoute(
  'api/HRDEmployees/GetHRDEmployeeRequirements',
  userInfo,
  z.looseObject({
    departmentTree: list,
    designations: list,
    desigallowances: list,
    desigleaves: list,
    allowancesDeductions: list,
    leaves: list,
  }),
);

export const SET_EMPLOYEE = contractRoute(
  'api/HRDEmployees/SetHRDEmployee',
  employeeSave.extend({
    employee: hrdEmployee.extend({ shift: text, uan: text, esiNo: text }),
  }),
  transactionResult,
  'Ours: the employee carries `shift` (the shift worked unless an assignment says otherwise, which the attendance ' +
    'grid proposes days from), `uan` and `esiNo` (the PF and ESI statements number the employee by them). The ' +
    'contract’s HrdEmployees has none of them and the real server ignores them: it keeps no shifts and has no PF or ' +
    'ESI statements (04-hrd.md, Not public).',
);
