import type { AdvanceSkip, HrdAdvance } from './payroll-types';

/**
 * Ours beside the contract's advances routes (HRD_ROUTES): an employee's advances, recoveries and skipped months.
 * (The cancel of an advance is setAdvance with traCheck 3.)
 */
export const ADVANCE_ROUTES = {
  history: 'api/HRDAdvances/GetHRDAdvanceHistory',
} as const;

/** GetHRDAdvanceRequirements' row (the contract's names). */
export interface AdvanceEmployee {
  recordid: number;
  empno: string;
  empname: string;
  mobile: string;
  department: string;
  designation: string;
  /** Σ(AdvanceDebit − AdvanceCredit) of rows not cancelled. */
  prevadvance: number;
  /** The largest AdvanceCutOff of rows not cancelled (the contract's figure). */
  monthlydeduction: number;
}

/** GetHRDAdvances' row: an advance given on the day. */
export interface AdvanceOfDay {
  recordid: number;
  empno: string;
  empname: string;
  mobile: string;
  advance: number;
  monthlycutoff: number;
  /** Ours: the document number. */
  seq: string;
}

/** A cash or bank account the user may pay from. */
export interface PayingAccount {
  code: string;
  detail: string;
  typ: 'CAS' | 'BAN';
}

/** An advance row with, for an advance given, how much of it is recovered. */
export interface AdvanceHistoryRow extends HrdAdvance {
  recovered: number;
}

/** Ours (`{ recordId: employee, frmDate?: month, usr }`). */
export interface AdvanceHistory {
  empno: number;
  /** The month the recovery figure is for (yyyy-MM; this month unless asked). */
  month: string;
  balance: number;
  recovery: number;
  skipped: boolean;
  rows: AdvanceHistoryRow[];
  skips: AdvanceSkip[];
  accounts: PayingAccount[];
}
