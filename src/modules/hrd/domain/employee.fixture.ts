import type { HrdEmployee } from './employee-types';

/**
 * Test fixture: an employee with every field blank but what the test gives (the payments give the bank account, UAN
 * and ESI number; the pay rules their own basic, state, bank and heads).
 */
export function testEmployee(recordId: number, fields: Partial<HrdEmployee> = {}): HrdEmployee {
  return {
    recordId,
    empno: `E${String(recordId).padStart(3, '0')}`,
    empname: `Employee ${recordId}`,
    surname: '',
    fathername: '',
    gender: 1,
    dob: '1990-01-01',
    maritalStatus: 1,
    mobile: '',
    email: '',
    address: '',
    city: '',
    stat: '',
    pan: '',
    aadhar: '',
    bloodGrp: '',
    department: 1,
    designation: 1,
    doj: '2020-01-01',
    mgr: null,
    modeofPay: 1,
    basicPay: 0,
    grandPay: 0,
    sbAc: '',
    bankifscno: '',
    bankName: '',
    bankBranch: '',
    pic: '',
    allowances: [],
    leaves: [],
    uan: '',
    esiNo: '',
    shift: '',
    serviceClosing: null,
    ...fields,
  };
}
