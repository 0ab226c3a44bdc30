/**
 * The HR records as the real server names them (contract 04-hrd.md, camelCase on the wire) and, where the server is
 * not public (salary, payments, PF/ESI, trainings, meetings, joinings, holidays, shift assignment), ours in its
 * convention. Shared by the client and the demo backend. Dates are `yyyy-MM-dd`, months `yyyy-MM`,
 * times `HH:mm`; amounts are rupees as the wire carries them (compute through src/lib/money only).
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

/** HrdAllowancesDeductions: a pay head. */
export interface HrdAllowanceDeduction {
  recordId: number;
  allowance: string;
  /** 1 allowance (earning), 2 deduction. */
  allowanceCheck: 1 | 2;
  /**
   * 1 fixed amount a month (the employee's valu), 2 percent (valu) of the components in `lines`, 3 range-wise on them.
   */
  calcType: 1 | 2 | 3;
  /** 1 prorated by paid days, 2 paid in full whatever the attendance (ours: the server's EffectAs is not explained). */
  effectAs: 1 | 2;
  /** 1 active, 0 not. */
  statu: 0 | 1;
  /** Ours: the statutory rule the head is computed by, else ''. */
  statutory: '' | 'PF' | 'ESI' | 'PT' | 'ADV';
  /**
   * HrdAllowancesDeductionsEffects: the components the head is computed on (−1 Basic, −2 LOP, −3 Late, −4 OT, or a
   * head's recordId).
   */
  lines: Array<{ recordId: number; sno: number; allowanceOn: number }>;
}

/** The built-in pseudo components of the effects table. */
export const PSEUDO_COMPONENT = { basic: -1, lop: -2, late: -3, ot: -4 } as const;

/** HrdAllowanceDeductionRanges: one slab of a range-wise head (professional tax by state, staff welfare). */
export interface HrdAllowanceDeductionRange {
  allowanceId: number;
  lineid: number;
  /** The state whose slab it is ('' for every state). */
  stat: string;
  frmAmt: number;
  /** null for the top slab. */
  toAmt: number | null;
  valu: number;
  /** The February amount where the law differs (Maharashtra 300), else null. */
  febValu: number | null;
}

/** The leave master (setHRDLeave): LeaveCode, LeaveDescription; ours beside them. */
export interface HrdLeaveType {
  recordId: number;
  leaveCode: string;
  leaveDescription: string;
  daysPerYear: number;
  paid: boolean;
  active: boolean;
}

export interface HrdShift {
  code: string;
  name: string;
  startTime: string;
  endTime: string;
  graceMinutes: number;
  breakMinutes: number | null;
  nightShift: boolean;
  weeklyOff: 'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'ROT';
  active: boolean;
}

/** Ours: a holiday of the company. */
export interface HrdHoliday {
  recordId: number;
  dat: string;
  description: string;
}

/** HrdEmpInOutDetails: one punch pair of an employee on a day (pos 1 = in, open; 0 = out, closed). */
export interface HrdInOut {
  lineid: number;
  empId: number;
  dat: string;
  fromTime: string;
  toTime: string;
  pos: 0 | 1;
  /** Ours: how it came in. */
  source: 'MANUAL' | 'DEVICE';
}

/**
 * Attendance codes of a day: P present, A absent, HD half day, WO weekly off, H holiday, a leave type's code (CL, SL,
 * EL...), LOP leave without pay. Ot and late travel as strings, as the server stores them: overtime hours ('1.5'),
 * late minutes ('12'), '' for none.
 */
export type AttendanceCode = string;

/** HrdAttendances: one employee's attendance on a day (Empno is the employee's RecordId). */
export interface HrdAttendance {
  lineId: number;
  empno: number;
  dat: string;
  attendance: AttendanceCode;
  ot: string;
  late: string;
}

/** HrdLeaveApplications; leaveId, reason, days and approvedOn are ours beside the server's fields. */
export interface HrdLeaveApplication {
  recordId: number;
  empno: number;
  dat: string;
  leaveFrom: string;
  leaveTo: string;
  /** 0 pending, 1 approved, 2 rejected (the approver's value), 9 cancelled (ours). */
  approvalStatus: number;
  /** The approving user (the server stored the branch: mended). */
  approvedBy: string;
  approvedOn: string;
  leaveId: number;
  reason: string;
  days: number;
}

/** HrdAdvances: a debit gives an advance; a credit recovers (from a salary payment, or repaid). */
export interface HrdAdvance {
  recordId: number;
  /** Ours: ADV<yy><yy>-00001 for advances given, the salary payment's number for recoveries. */
  seq: string;
  empno: number;
  dat: string;
  advanceCredit: number;
  advanceDebit: number;
  advanceCutOff: number;
  /** Ours: the salary month a recovery belongs to ('' for an advance given or a repayment). */
  month: string;
  narration: string;
  /** Ours: the cash or bank account the advance was paid from (voucher). */
  account: string;
  cancelled: boolean;
}

/** Ours: a month's advance recovery skipped for an employee, with the reason. */
export interface AdvanceSkip {
  empno: number;
  month: string;
  reason: string;
  by: string;
  dat: string;
}

/** One earning or deduction of a salary line. */
export interface SalaryComponent {
  allowanceId: number;
  name: string;
  amount: number;
}

/** Ours: an employee's computed salary for a month (one record per month and employee). */
export interface SalaryLine {
  month: string;
  empno: number;
  empCode: string;
  empname: string;
  department: number;
  designation: number;
  daysInMonth: number;
  paidDays: number;
  lopDays: number;
  basic: number;
  earnings: SalaryComponent[];
  gross: number;
  deductions: SalaryComponent[];
  /** Statutory figures: PF wages, the employee's PF, the employer's EPF and EPS; ESI employee and employer; PT. */
  pfWages: number;
  pfEmployee: number;
  epfEmployer: number;
  epsEmployer: number;
  esiEmployee: number;
  esiEmployer: number;
  pt: number;
  advanceRecovery: number;
  totalDeductions: number;
  net: number;
  /** A fingerprint of every input the line was computed from: a re-run recomputes only lines whose inputs changed. */
  inputsHash: string;
  computedAt: string;
  /** The salary payment that paid it ('' while unpaid). */
  paymentSeq: string;
}

/** Ours: a month's statement: its lock, and the problems of the last run. */
export interface SalaryMonth {
  month: string;
  locked: boolean;
  lockedBy: string;
  lockedOn: string;
  lastRunOn: string;
  problems: SalaryProblem[];
}

export interface SalaryProblem {
  empno: number;
  empCode: string;
  empname: string;
  problem: string;
}

/** Ours: a salary payment (SPY<yy><yy>-00001), paying some of a month's lines by bank or cash. */
export interface SalaryPayment {
  recordId: number;
  seq: string;
  dat: string;
  month: string;
  mode: 'BANK' | 'CASH';
  /** The account paid from. */
  account: string;
  empnos: number[];
  net: number;
  cancelled: boolean;
}

/** HrdResumeUni (with HrdResumeCurriculum and HrdResumeExperience as lines). */
export interface HrdResume {
  recordId: number;
  seq: string;
  dat: string;
  appDate: string;
  nameOfCandidate: string;
  surName: string;
  fatherName: string;
  dob: string;
  gender: GenderCode;
  expectedSalary: number;
  city: string;
  mobile: string;
  email: string;
  /** The designation record id applied for. */
  designation: number;
  curriculum: Array<{ lineid: number; frmyear: string; toyear: string; qual: string; board: string }>;
  experience: Array<{ lineid: number; frmyear: string; toyear: string; designation: string; organisation: string }>;
}

/**
 * HrdInterviewsUni: pos 1 open, 2 appointments recorded; cancelled ones are kept with cancelled true (server: BranchId
 * suffix).
 */
export interface HrdInterview {
  recordId: number;
  seq: string;
  dat: string;
  interviewDate: string;
  venue: string;
  descriptio: string;
  designation: number;
  pos: 1 | 2;
  cancelled: boolean;
  panel: Array<{ sno: number; empno: number }>;
  candidates: HrdInterviewCandidate[];
}

/** HrdInterviewCandidates: appointmentStatus / joiningStatus 0 none yet, 1 selected / joined, 2 rejected / declined. */
export interface HrdInterviewCandidate {
  sno: number;
  resumeId: number;
  /** Ours: the interview's result (0 awaited, 1 passed, 2 failed) and marks. */
  result: 0 | 1 | 2;
  interviewerComments: string;
  appointmentStatus: number;
  appointmentDate: string;
  maxDateToJoin: string;
  appointmentComments: string;
  /** Ours: the salary offered in the appointment letter. */
  offeredPay: number;
  joiningStatus: number;
  joiningDate: string;
  joiningComments: string;
  /** The employee created by the joining. */
  refEmpNo: number | null;
}

/** Ours: a training or a meeting with its attendees. */
export interface HrdTraining {
  recordId: number;
  seq: string;
  dat: string;
  title: string;
  trainer: string;
  venue: string;
  fromDate: string;
  toDate: string;
  attendees: Array<{ empno: number; attended: boolean; remarks: string }>;
}

export interface HrdMeeting {
  recordId: number;
  seq: string;
  dat: string;
  subject: string;
  venue: string;
  meetingDate: string;
  fromTime: string;
  toTime: string;
  chairedBy: number | null;
  minutes: string;
  attendees: Array<{ empno: number; attended: boolean }>;
}

/** Ours: an employee's shift from a date (the latest on or before a day applies; else the employee's own shift). */
export interface ShiftAssignment {
  recordId: number;
  empno: number;
  shift: string;
  fromDate: string;
  by: string;
}

/** A department as the masters store it (a tree: parentId null at the top); the name under `department`. */
export interface HrdDepartment {
  recordId: number;
  department: string;
  parentId: number | null;
  active: boolean;
}

/** A designation as the masters store it; the name under `designation`. */
export interface HrdDesignation {
  recordId: number;
  designation: string;
  department: number | null;
  active: boolean;
}

/** One employee's attendance on one day as the month grid holds it: saved, or proposed from shifts and punches. */
export interface AttendanceCell {
  attendance: AttendanceCode;
  ot: string;
  late: string;
  saved: boolean;
}

/** A month's attendance: employee record id → day (yyyy-MM-dd) → cell. */
export type MonthAttendance = Map<number, Map<string, AttendanceCell>>;
