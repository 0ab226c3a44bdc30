import type { PaymentMode } from '../domain/posting-codes';
import type { SourceAccount } from '../advances/advance-types';

export type { SourceAccount };

/**
 * Supplier payment calls: `api/PartyPayments/…` (the server's controller is not public; ours follow its conventions).
 */
export const PAYMENT_ENDPOINTS = {
  /** `{ frmDate, toDate, usr }` -> PaymentHeader[], newest first. */
  list: 'api/PartyPayments/GetPayments',
  /** Ours: UserInfo -> `{ seq, dat, suppliers: [{ code, name }], accounts }`. */
  requirements: 'api/PartyPayments/GetPaymentRequirements',
  /** Ours: `{ detail: vendorid, usr }` -> the supplier's pending bills, oldest first. */
  pendingBills: 'api/PartyPayments/GetPendingBills',
  /** Ours: `{ recordId, usr }` -> `{ header, lines }`. */
  one: 'api/PartyPayments/GetPayment',
  /** `{ header, lines, usr }` -> `{ result, recordId, seq }`. */
  save: 'api/PartyPayments/SetPartyPayment',
  /** `{ recordId, usr }` -> `{ result }`: cancels (kept, marked). */
  cancel: 'api/PartyPayments/DeletePartyPayment',
  /** Ours: `{ recordId, usr }` -> `{ result, fname }`; counts the print. */
  print: 'api/PartyPayments/PrintPartyPayment',
} as const;

export const PAYMENT_RESOURCE = 'procurement.party-payments';

export interface PaymentHeader {
  recordId: number;
  /** PPY<yy>-<MM>/<4>. */
  seq: string;
  dat: string;
  vendorid: string;
  vendorname: string;
  amt: number;
  paymentmode: PaymentMode;
  accountId: string;
  remarks: string;
  usr: string;
  printCount: number;
  cancelled: boolean;
}

export interface PaymentLine {
  billId: string;
  amt: number;
}

export interface PaymentBody {
  header: PaymentHeader;
  lines: PaymentLine[];
}

/** A bill with something left to pay (rupees). */
export interface PendingBillRow {
  billId: string;
  dat: string;
  billAmt: number;
  pending: number;
}

export interface PaymentRequirements {
  seq: string;
  dat: string;
  suppliers: Array<{ code: string; name: string }>;
  accounts: SourceAccount[];
}
