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
