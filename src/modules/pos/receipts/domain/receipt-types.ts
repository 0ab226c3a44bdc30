/**
 * How the money came in: cash, bank (cheque, card, transfer) or wallet (UPI); the account is one of the user's of that
 * kind.
 */
export type ReceiptMode = 'CAS' | 'BAN' | 'MOB';

export const RECEIPT_MODES: readonly ReceiptMode[] = ['CAS', 'BAN', 'MOB'];

export const RECEIPT_MODE_LABELS: Readonly<Record<ReceiptMode, string>> = {
  CAS: 'Cash',
  BAN: 'Bank (cheque, card, transfer)',
  MOB: 'Wallet (UPI)',
};

/**
 * Customer receipts (credit clearances), contract 05-crm.md section 5: `api/CRMReceipts/…`. GetReceipts,
 * SetPartyReceipt and DeletePartyReceipt are the server's; the others are ours, in its convention.
 */
export const RECEIPT_ENDPOINTS = {
  /**
   * `{ frmDate, usr }` -> ReceiptHeader[] of that day (VoucherType SAL_REC; `branchId` carries the party's name, as the
   * server's does).
   */
  list: 'api/CRMReceipts/GetReceipts',
  /** Ours: UserInfo -> ReceiptRequirements. */
  requirements: 'api/CRMReceipts/GetReceiptRequirements',
  /** Ours: `{ detail: partyId, usr }` -> OutstandingBill[], oldest first. */
  pendingBills: 'api/CRMReceipts/GetPendingBills',
  /** Ours: `{ recordId, usr }` -> ReceiptBody. */
  one: 'api/CRMReceipts/GetReceipt',
  /**
   * `{ header, lines: PartyTransactions[] (bill-wise: partyId, onTraId, paymentAmount), usr }` ->
   * `{ result, recordId, seq }`.
   */
  save: 'api/CRMReceipts/SetPartyReceipt',
  /**
   * `{ recordId, detail: the reason, usr }` -> `{ result }`: cancels (kept, marked), its bills pending again, its
   * voucher taken back.
   */
  cancel: 'api/CRMReceipts/DeletePartyReceipt',
  /** Ours: `{ recordId, usr }` -> `{ result, fname }`; counts the copy (7 the first time, 8 after). */
  print: 'api/CRMReceipts/PrintPartyReceipt',
} as const;

/** The demo backend's store of receipts (one record per receipt, `{ header, lines }`). */
export const RECEIPT_RESOURCE = 'pos.customer-receipts';

/** `PartyPaymentsuni` of a receipt (camelCase; amounts in rupees). BaseAmt = ReceiptAmt + Tds + Rebate + Others. */
export interface ReceiptHeader {
  recordId: number;
  /** REC<yyyy>-<5 digits>. */
  seq: string;
  dat: string;
  partyId: string;
  partyName: string;
  /** The server's list puts the party's name here. */
  branchId: string;
  /** What the receipt settles on the bills. */
  baseAmt: number;
  /** Tax the customer deducted at source (receivable from the tax department). */
  tds: number;
  rebate: number;
  others: number;
  /** The money received. */
  receiptAmt: number;
  /**
   * Ours: the customer's credit on account (returns credited to no bill) set against the bills; part of the base, not
   * of the voucher.
   */
  creditAdjusted?: number;
  modeOfPayment: ReceiptMode;
  /** The cash, bank or wallet account the money went into. */
  revAccount: string;
  voucherType: 'SAL_REC';
  remarks: string;
  usr: string;
  printCount: number;
  cancelled: boolean;
  cancelReason: string;
}

/** One bill settled (a `PartyTransactions` REC row's figures). */
export interface ReceiptLine {
  /** The bill (its number). */
  onTraId: string;
  billDat: string;
  /** What the receipt settles on it. */
  paymentAmount: number;
  /**
   * Its share of the money received plus the TDS (the receipt amount and TDS shared over the bills in proportion): what
   * commission "on collection" counts.
   */
  collected: number;
}

export interface ReceiptBody {
  header: ReceiptHeader;
  lines: ReceiptLine[];
}

/** A bill of the customer with something left to pay (rupees). */
export interface OutstandingBill {
  billId: string;
  dat: string;
  billAmt: number;
  pending: number;
  descriptio: string;
}

export interface ReceivingAccount {
  code: string;
  detail: string;
  typ: ReceiptMode;
}

export interface ReceiptCustomer {
  code: string;
  name: string;
  /** invoices − returns − receipts − advances adjusted. */
  balance: number;
  creditLimit: number | null;
  /** Credit on account not yet set against a bill (returns credited to no bill). */
  credit: number;
}

export interface ReceiptRequirements {
  seq: string;
  dat: string;
  customers: ReceiptCustomer[];
  accounts: ReceivingAccount[];
}

/** What the client sends to save (the server fills the rest). */
export interface ReceiptInput {
  header: Pick<
    ReceiptHeader,
    | 'partyId'
    | 'baseAmt'
    | 'tds'
    | 'rebate'
    | 'others'
    | 'receiptAmt'
    | 'creditAdjusted'
    | 'modeOfPayment'
    | 'revAccount'
    | 'remarks'
  >;
  lines: Array<{ partyId: string; onTraId: string; paymentAmount: number }>;
}
