import type { SaleReturnTax } from './returns-types';

// ---------------------------------------------------------------------------------------------------------------
// Debit notes (ours): a customer's balance raised by a price difference, a short-billed charge or interest.

export type DebitNoteKind = 'PRICE' | 'CHARGE' | 'INTEREST' | 'OTHER';

export const DEBIT_NOTE_KINDS: Readonly<Record<DebitNoteKind, string>> = {
  PRICE: 'Price difference',
  CHARGE: 'Short-billed charge',
  INTEREST: 'Interest on overdue bills',
  OTHER: 'Other',
};

export interface DebitNoteHeader {
  recordId: number;
  seq: string; // SDN<yy>-<MM>/<4 digits>
  dat: string;
  time: string;
  customer: string;
  customerName: string;
  kind: DebitNoteKind;
  reason: string;
  billSeq: string; // the bill it is raised against ('' when none)
  taxCode: string; // '' when untaxed
  baseAmt: number;
  taxAmt: number;
  totalAmt: number;
  pos: number;
  printCount: number;
  usr: string;
}

export interface DebitNoteAnswer {
  header: DebitNoteHeader;
  taxes: SaleReturnTax[];
  settled: number; // received against it by receipts
  result: string;
}

/** SetDebitNote `{ header, taxes, traCheck: 1, usr }`. */
export interface DebitNoteSaveBody {
  header: {
    customer: string;
    kind: DebitNoteKind;
    reason: string;
    billSeq: string;
    taxCode: string;
    baseAmt: number;
    totalAmt: number;
  };
  taxes: SaleReturnTax[];
  traCheck: 1;
}

export interface DebitNoteCustomer {
  code: string;
  name: string;
  mobile: string;
  outstanding: number; // what they owe now
}

export interface DebitNoteTax {
  code: string;
  name: string;
  components: Array<{ component: string; percent: number }>;
}

export interface DebitNoteRequirements {
  seq: string;
  dat: string;
  customers: DebitNoteCustomer[];
  taxes: DebitNoteTax[];
}

/** A bill of the customer a debit note may name (GetCustomerSales, ours). */
export interface CustomerSale {
  seq: string;
  dat: string;
  total: number;
}
