import type { Term } from './school-year';
import type { DueSource } from './due-types';

export type FeeReceiptMode = 'CAS' | 'BAN' | 'MOB';

export const FEE_RECEIPT_MODE_LABELS: Readonly<Record<FeeReceiptMode, string>> = {
  CAS: 'Cash',
  BAN: 'Bank',
  MOB: 'Wallet',
};

/** One due a receipt settles (part or all of). Rupees. */
export interface FeeReceiptLine {
  dueId: string;
  source: DueSource;
  /** The due's label when received (the print shows it even if the head is renamed later). */
  label: string;
  term: Term;
  /** Cash received against this line, its late fine included. */
  paid: number;
  /**
   * Waived on this line (needs the approve right and a reason); paid + concession never exceed the due plus its fine.
   */
  concession: number;
  /** Late fine charged on this line (part of `paid`), by late-fine.ts as on the receipt date. */
  fine: number;
}

/**
 * A fee receipt (REC<yyyy>-NNNNN), stored under its number. Rupees. Cancelling keeps it, marked, and takes back its
 * voucher.
 */
export interface FeeReceipt {
  receiptNo: string;
  date: string;
  admissionNo: string;
  /** The pupil's name and class code (VI-A) when received. */
  name: string;
  classCode: string;
  lines: FeeReceiptLine[];
  /** Σ lines' paid: the cash, bank or wallet money received. */
  amount: number;
  /** Σ lines' fine. */
  fine: number;
  /** Σ lines' concession. */
  concession: number;
  /** Required when concession > 0. */
  concessionReason: string;
  mode: FeeReceiptMode;
  /** The cash, bank or wallet account taken into (one of the user's assigned accounts) and its name. */
  account: string;
  accountName: string;
  /** Cheque or transfer reference, '' for cash. */
  reference: string;
  printCount: number;
  status: 'OPEN' | 'CANCELLED';
  cancelReason: string;
  cancelledBy: string;
  by: string;
  /**
   * What the pupil still owed for the year once this receipt was taken (rupees); absent on receipts issued before it
   * was kept.
   */
  balanceAfter?: number;
}

/**
 * What SetFDFeeReceipt's header and lines carry, and what issueFeeReceipt takes (rupees). The receipt is dated the
 * server's today; each line's late fine is computed there, as on that day.
 */
export interface FeeReceiptInput {
  admissionNo: string;
  mode: FeeReceiptMode;
  account: string;
  reference: string;
  /** Required when any line has a concession. */
  concessionReason: string;
  /** `paid`: the cash for that due, its late fine included; `concession`: waived (0 without the approve right). */
  lines: ReadonlyArray<{ dueId: string; paid: number; concession: number }>;
}
