import type { CommissionBasis, EarnerKind } from './commission-rules';
import type { ReceiptMode, ReceivingAccount } from './receipt-types';

/**
 * Commission payments. Agents on the contract's client routes (05-crm.md section 9, `api/AdminTransactionsThree/`
 * GET GetAgentPaymentRequirements, SetLevelAgentPayment; the server is not public, so the answers are ours);
 * the rest of the agents' calls and every employee call are ours, in the same family.
 */
export interface CommissionEndpoints {
  /** GET `?upTo=yyyy-MM-dd` -> CommissionRequirements (everyone who earns, with what is due up to that day). */
  requirements: string;
  /** `{ detail: code, toDate, usr }` -> CommissionDueRow with its documents. */
  details: string;
  /** `{ frmDate, toDate, usr }` -> CommissionPaymentHeader[], newest first. */
  list: string;
  /** `{ recordId, usr }` -> CommissionPaymentHeader. */
  one: string;
  /** `{ header: { payee, amt, modeOfPayment, account, upTo, remarks }, usr }` -> `{ result, recordId, seq }`. */
  save: string;
  /** `{ recordId, detail: reason, usr }` -> `{ result }`: kept, marked cancelled, its voucher taken back. */
  cancel: string;
  /** `{ recordId, usr }` -> `{ result, fname }`; counts the copy. */
  print: string;
}

const THREE = 'api/AdminTransactionsThree';

export const COMMISSION_ENDPOINTS: Readonly<Record<EarnerKind, CommissionEndpoints>> = {
  agent: {
    requirements: `${THREE}/GetAgentPaymentRequirements`,
    details: `${THREE}/GetAgentCommissionDetails`,
    list: `${THREE}/GetLevelAgentPayments`,
    one: `${THREE}/GetLevelAgentPayment`,
    save: `${THREE}/SetLevelAgentPayment`,
    cancel: `${THREE}/DeleteLevelAgentPayment`,
    print: `${THREE}/PrintLevelAgentPayment`,
  },
  employee: {
    requirements: `${THREE}/GetEmployeePaymentRequirements`,
    details: `${THREE}/GetEmployeeCommissionDetails`,
    list: `${THREE}/GetEmployeePayments`,
    one: `${THREE}/GetEmployeePayment`,
    save: `${THREE}/SetEmployeePayment`,
    cancel: `${THREE}/DeleteEmployeePayment`,
    print: `${THREE}/PrintEmployeePayment`,
  },
};

/**
 * Ours: the employees' commission rates (no master carries them). `{ usr }` -> EmployeeRate[]; `{ rates, usr }` ->
 * `{ result }`.
 */
export const EMPLOYEE_RATE_ENDPOINTS = {
  list: `${THREE}/GetEmployeeCommissionRates`,
  save: `${THREE}/SetEmployeeCommissionRates`,
} as const;

/** The demo backend's stores. */
export const COMMISSION_RESOURCES = {
  payments: 'pos.commission-payments',
  rates: 'pos.employee-commission-rates',
} as const;

/** An employee's commission: a percent of their sales' invoiced value or of what was collected on them. */
export interface EmployeeRate {
  employee: string;
  name: string;
  commission: number;
  commissionOn: CommissionBasis;
}

/** What one earner has earned and is due (rupees). */
export interface CommissionDueRow {
  code: string;
  name: string;
  commission: number;
  commissionOn: CommissionBasis;
  base: number;
  earned: number;
  paid: number;
  due: number;
  documents?: Array<{
    document: string;
    receipt: string;
    dat: string;
    customer: string;
    base: number;
    commission: number;
  }>;
}

export interface CommissionRequirements {
  seq: string;
  dat: string;
  upTo: string;
  earners: CommissionDueRow[];
  accounts: ReceivingAccount[];
}

export interface CommissionPaymentHeader {
  recordId: number;
  /** AGP<yyyy>-<5> (agents) or EMP<yyyy>-<5> (employees). */
  seq: string;
  dat: string;
  kind: EarnerKind;
  payee: string;
  payeeName: string;
  amt: number;
  /** What was due when it was paid (commission earned up to `upTo` less earlier payments). */
  dueBefore: number;
  upTo: string;
  modeOfPayment: ReceiptMode;
  account: string;
  remarks: string;
  usr: string;
  printCount: number;
  cancelled: boolean;
  cancelReason: string;
}

export type CommissionPaymentInput = Pick<
  CommissionPaymentHeader,
  'payee' | 'amt' | 'modeOfPayment' | 'account' | 'upTo' | 'remarks'
>;
