/**
 * The HR records (an employee here; pay heads, attendance, payroll, recruitment, trainings and the organisation in the
 * folder's other record files) as the real server names them (contract 04-hrd.md, camelCase on the wire) and, where the
 * server is not public (salary, payments, PF/ESI, trainings, meetings, joinings, holidays, shift assignment), ours in
 * its convention. Shared by the client and the demo backend. Dates are `yyyy-MM-dd`, months `yyyy-MM`, times `HH:mm`;
 * amounts are rupees as the wire carries them (compute through src/lib/money only).
 */

/** Gender as the server stores it: 1 male, 2 female, 3 (any other value) others. */
export type GenderCode = 1 | 2 | 3;

/** ModeofPay: 1 bank transfer, 2 cheque, 3 cash (ours: the server stores an int without naming the values). */
export type ModeOfPay = 1 | 2 | 3;

/**
 * HrdEmployeeAllowancesDeductions: the employee's own value of a pay head (an amount, or a rate for a percent head).
 */
export interface EmployeeAllowance {
  lineid: number;
  allowanceId: number;
  valu: number;
}

/** HrdEmployeeLeaves: days a year of a leave type allowed to this employee. */
export interface EmployeeLeave {
  lineid: number;
  leaveId: number;
  valu: number;
}

/** HrdEmployees as stored (the master keeps these names; children travel beside the employee in Get/SetHRDEmployee). */
export interface HrdEmployee {
  recordId: number;
  empno: string;
  empname: string;
  surname: string;
  fathername: string;
  gender: GenderCode;
  dob: string;
  maritalStatus: number;
  mobile: string;
  email: string;
  address: string;
  city: string;
  stat: string;
  pan: string;
  aadhar: string;
  bloodGrp: string;
  /** Department and designation record ids. */
  department: number;
  designation: number;
  doj: string;
  /** The manager's employee record id. */
  mgr: number | null;
  modeofPay: ModeOfPay;
  basicPay: number;
  grandPay: number;
  sbAc: string;
  bankifscno: string;
  bankName: string;
  bankBranch: string;
  pic: string;
  allowances: EmployeeAllowance[];
  leaves: EmployeeLeave[];
  /** Ours: statutory numbers for the PF (ECR) and ESI statements; empty when not covered. */
  uan: string;
  esiNo: string;
  /** Ours: the shift (hrd.shifts code) the employee works unless a shift assignment says otherwise. */
  shift: string;
  /**
   * Ours, mending the server (which overwrote Dob and suffixed Branchid): the service closing, null while in service.
   */
  serviceClosing: ServiceClosing | null;
}

export interface ServiceClosing {
  dat: string;
  lastWorkingDay: string;
  reason: string;
  closedBy: string;
}
