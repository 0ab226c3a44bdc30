import type { SalaryComponent, SalaryPayment } from './payroll-types';

/**
 * The wire shapes of salary payments, payslips and the statements (ours, in the contract's convention).
 * Amounts are rupees as the wire carries them (compute through lib/money).
 */

/** Ours beside SalaryPayment: who paid, when cancelled and why, and the figures posted (kept for the list). */
export interface StoredSalaryPayment extends SalaryPayment {
  by: string;
  gross: number;
  cancelReason: string;
  cancelledBy: string;
}

/** A month's salary line as the payments screen lists it. */
export interface PaymentLineRow {
  empno: number;
  empCode: string;
  empname: string;
  department: string;
  designation: string;
  /** The employee master's mode of pay: 1 bank, 2 cheque, 3 cash. */
  modeofPay: number;
  bankName: string;
  /** Whether the master holds an account number and IFSC (a bank payment needs both). */
  hasBankAccount: boolean;
  paidDays: number;
  gross: number;
  totalDeductions: number;
  advanceRecovery: number;
  net: number;
  /** The payment that paid it ('' while unpaid). */
  paymentSeq: string;
}

export interface PaidFromAccount {
  code: string;
  detail: string;
  /** CAS cash, BAN bank (the user's assigned accounts). */
  typ: string;
}

/**
 * salaryPayments: the month, its lines with paid or unpaid state, the payments made, the accounts the user may pay
 * from.
 */
export interface SalaryPaymentsAnswer {
  month: string;
  hasStatement: boolean;
  locked: boolean;
  lines: PaymentLineRow[];
  payments: StoredSalaryPayment[];
  accounts: PaidFromAccount[];
  today: string;
}

/** setSalaryPayment's `payment`. */
export interface SalaryPaymentRequest {
  month: string;
  dat: string;
  mode: 'BANK' | 'CASH';
  account: string;
  /** Employee record ids; empty = every unpaid line. */
  empnos: number[];
  /** Cancelling (traCheck 3): the payment number and the reason. */
  seq?: string;
  reason?: string;
}

export interface Payslip {
  company: string;
  month: string;
  monthLabel: string;
  empCode: string;
  empname: string;
  department: string;
  designation: string;
  doj: string;
  pan: string;
  uan: string;
  esiNo: string;
  bankName: string;
  account: string;
  daysInMonth: number;
  paidDays: number;
  lopDays: number;
  earnings: SalaryComponent[];
  gross: number;
  deductions: SalaryComponent[];
  totalDeductions: number;
  net: number;
  netInWords: string;
  paymentSeq: string;
  paidOn: string;
}

export interface BankRow {
  empCode: string;
  empname: string;
  account: string;
  ifsc: string;
  amount: number;
  paymentSeq: string;
}

/** The bank statement: one file per bank, the month's lines paid by bank transfer. */
export interface BankStatementAnswer {
  month: string;
  banks: Array<{ bankName: string; rows: BankRow[]; total: number }>;
}

/** One member's line of the EPFO ECR 2.0 file (whole rupees). */
export interface EcrRow {
  uan: string;
  name: string;
  grossWages: number;
  epfWages: number;
  epsWages: number;
  edliWages: number;
  epfContribution: number;
  epsContribution: number;
  epfEpsDifference: number;
  ncpDays: number;
  refundOfAdvances: number;
}

export interface UncoveredMember {
  empCode: string;
  empname: string;
  reason: string;
}

export interface PfStatementAnswer {
  month: string;
  rows: EcrRow[];
  /** PF members without a UAN: not in the file, listed apart. */
  withoutUan: UncoveredMember[];
}

export interface EsiRow {
  ipNumber: string;
  name: string;
  empCode: string;
  daysPaid: number;
  wages: number;
  employeeContribution: number;
  employerContribution: number;
}

export interface EsiStatementAnswer {
  month: string;
  rows: EsiRow[];
  /** Covered this month but without an IP number. */
  withoutNumber: UncoveredMember[];
}

/** Our report routes of the five salary account reports (menu 8, 67-71): each answers a ReportResult. */
export const PAYMENT_REPORT_ROUTES = {
  monthlySalaries: 'api/HRDSalaryPayments/GetHRDRepMonthlySalaries',
  pendingSalaries: 'api/HRDSalaryPayments/GetHRDRepPendingSalaries',
  bankStatement: 'api/HRDSalaryPayments/GetHRDRepBankStatement',
  esiStatement: 'api/HRDSalaryPayments/GetHRDRepESIStatement',
  pfStatement: 'api/HRDSalaryPayments/GetHRDRepPFStatement',
} as const;

/** The react-query key every payments read lives under. */
export const PAYMENTS_KEY = 'hrd-payments';
