import type { Folio, FolioLine, Stay } from '../../domain/stay-types';

/**
 * Check-out, the final bill, company bills and collections: endpoints and wire shapes, shared by the
 * screens and the demo backend. Ours (the real server's front office API is not public), in the family's convention:
 * POST only, `{ header, lines, traCheck }` or `{ recordId | detail | frmDate | toDate }`, answers `{ result, seq? }`.
 * Amounts are rupees with at most two decimals; dates yyyy-MM-dd.
 */
export const CHECKOUT_ENDPOINTS = {
  /**
   * `{ recordId: stayNo }` → CheckoutRequirements: the hotel date, the nights still to charge, the companies that may
   * be billed.
   */
  requirements: 'api/FOCheckouts/GetFOCheckoutRequirements',
  /** `{ recordId: stayNo }` (create) → `{ result, seq: bill number }`: nights charged, bill numbered, folio closed. */
  prepare: 'api/FOCheckouts/SetFOPrepareFinalBill',
  /** `{ recordId: stayNo, detail: reason }` (modify) → `{ result, seq }`: the folio open again, the stay in house. */
  reopen: 'api/FOCheckouts/SetFOReopenFolio',
  /** `{ header: SettlementHeader, lines: Tender[], traCheck: 1 }` (create) → `{ result, seq: bill number }`. */
  settle: 'api/FOCheckouts/SetFOCheckout',
  /** `{ recordId: stayNo }` → FinalBillDocument | null. */
  finalBill: 'api/FOCheckouts/GetFOFinalBill',
  /** `{ recordId: stayNo }` → `{ result, copy }`: print (7) the first time, reprint (8) after; counted. */
  printBill: 'api/FOCheckouts/SetFOFinalBillPrint',
  /**
   * `{ frmDate, toDate }` (dd-MMM-yyyy or yyyy-MM-dd; default the hotel date) → FinalBillRow[]: the bills prepared or
   * settled.
   */
  bills: 'api/FOCheckouts/GetFOFinalBills',
} as const;

export const COMPANY_BILL_ENDPOINTS = {
  /** `{ detail: company code ('' all), recordId: 'PENDING' | 'ALL' }` → CompanyBill[] (oldest first). */
  list: 'api/FOCompanyBills/GetFOCompanyBills',
  /** `{}` → CompanyBillRequirements: the companies billed, the hotel date, the user's receiving accounts. */
  requirements: 'api/FOCompanyBills/GetFOCompanyBillRequirements',
  /** `{ header: CompanyReceiptHeader, lines: CompanyReceiptLine[], traCheck: 1 }` (create) → `{ result, seq }`. */
  receive: 'api/FOCompanyBills/SetFOCompanyReceipt',
  /** `{ frmDate, toDate }` → CompanyReceipt[] (newest first). */
  receipts: 'api/FOCompanyBills/GetFOCompanyReceipts',
  /** `{ recordId: receipt number }` → CompanyReceipt | null. */
  receipt: 'api/FOCompanyBills/GetFOCompanyReceipt',
  /** `{ recordId: receipt number }` → `{ result, copy }`: print (7), then reprint (8). */
  printReceipt: 'api/FOCompanyBills/SetFOCompanyReceiptPrint',
} as const;

/** The react-query key head of this area (under the front office's shared key, so every write refreshes it). */
export const CHECKOUT_KEY = 'checkout';

export type TenderMode = 'CASH' | 'CARD' | 'UPI';
export const TENDER_MODES: readonly TenderMode[] = ['CASH', 'CARD', 'UPI'];
export const TENDER_LABELS: Record<TenderMode, string> = { CASH: 'Cash', CARD: 'Card', UPI: 'UPI' };

/** Money taken (or, on a folio in credit, given back) in one mode at check-out. */
export interface Tender {
  mode: TenderMode;
  amount: number; // rupees, > 0
  reference: string; // card slip, UPI transaction id...
}

/**
 * How a prepared folio is settled. A balance owed: the tenders plus `companyAmount` must equal it exactly. A folio in
 * credit (advance above the charges): the tenders must equal what is given back (refunded in their modes), and
 * nothing is billed to a company. A nil balance: no tenders.
 */
export interface Settlement {
  tenders: Tender[];
  company: string; // front office customer code (COMPANY or AGENT), '' none
  companyAmount: number; // rupees billed to the company, 0 none
}

/** The settle call's header (`lines` carry the tenders). */
export interface SettlementHeader {
  stayNo: string;
  company: string;
  companyAmount: number;
}

/** A company or agent that may be billed at check-out, with what it may still take. */
export interface BillableCompany {
  code: string;
  name: string;
  customerType: 'COMPANY' | 'AGENT';
  gstin: string;
  creditLimit: number; // rupees (0: no credit)
  owes: number; // pending on its company bills
  available: number; // creditLimit - owes (never below 0)
}

export interface CheckoutRequirements {
  hotelDate: string;
  /** Nights that preparing the bill will charge (none once prepared): their dates and the amount with tax. */
  nightsToCharge: string[];
  nightsAmount: number;
  companies: BillableCompany[];
}

/** The result of preparing a final bill (prepareFinalBill). */
export interface PreparedBill {
  stay: Stay;
  billNo: string;
  nights: FolioLine[]; // the night lines charged now
}

/** The result of a settled check-out (settleCheckout). */
export interface SettledCheckout {
  stay: Stay;
  billNo: string;
  lines: FolioLine[]; // the payment, refund and company lines written
  companyBill: CompanyBill | null;
}

/** One final bill's record (records 'frontoffice.final-bills', key billNo). */
export interface FinalBillRecord {
  billNo: string;
  stayNo: string;
  room: string;
  guestName: string;
  dat: string; // the hotel date it was prepared on
  preparedAt: string;
  status: 'PREPARED' | 'REOPENED' | 'SETTLED';
  settledAt: string;
  reopenedAt: string;
  reopenReason: string;
  printCount: number;
  user: string;
}

export type FinalBillRow = FinalBillRecord & { total: number };

/** A party on the bill: the hotel, or the company billed. */
export interface BillParty {
  name: string;
  address: string;
  gstin: string;
}

/** What the printed final bill needs besides the folio (the sections come from final-bill.ts). */
export interface FinalBillDocument {
  bill: FinalBillRecord;
  folio: Folio;
  hotel: BillParty;
  company: (BillParty & { code: string; amount: number }) | null;
  departure: string; // the actual departure date (the check-out's, else the hotel date)
  sacOfHead: Record<string, { name: string; sac: string }>; // post-charge heads by code
}

/** An amount billed to a company at check-out (records 'frontoffice.company-bills', key billNo). */
export interface CompanyBill {
  billNo: string;
  company: string;
  companyName: string;
  stayNo: string;
  guestName: string;
  room: string;
  dat: string;
  amount: number;
  received: number;
  pending: number;
}

export interface ReceivingAccount {
  code: string;
  detail: string;
  mode: TenderMode;
}

export interface CompanyBillRequirements {
  hotelDate: string;
  companies: { code: string; name: string; pending: number }[];
  accounts: ReceivingAccount[];
}

export interface CompanyReceiptHeader {
  company: string;
  mode: TenderMode;
  amount: number;
  reference: string;
  remarks: string;
}

export interface CompanyReceiptLine {
  billNo: string;
  amount: number;
}

/** A company's payment against its bills (records 'frontoffice.company-receipts', key receiptNo FCR..). */
export interface CompanyReceipt extends CompanyReceiptHeader {
  receiptNo: string;
  companyName: string;
  dat: string;
  account: string; // the cash / bank / wallet account debited
  lines: CompanyReceiptLine[];
  printCount: number;
  user: string;
  at: string;
}
