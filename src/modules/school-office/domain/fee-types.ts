import type { Paise } from '../../../lib/money/money';
import type { Term } from './school-year';

/**
 * The fee ledger's shapes. Stored records and wire shapes carry money as the wire does, rupees with at
 * most two decimals (`amount: number`); what the pure ledger rules compute (dues, ledger rows, balances) is in paise
 * (`Paise`), converted only through src/lib/money. Dates are yyyy-MM-dd.
 *
 * Dues are never stored: they are computed on read from the fee heads, the pupil's transport and the posted charges
 * (fee-dues.ts), so editing a fee head changes past dues too. Receipts keep their lines by the due's stable id, so
 * the ledger still reconciles (a head made cheaper after it was paid shows as a credit, a negative balance).
 */

export type FeeFrequency = 'ONCE' | 'MONTHLY' | 'QUARTERLY' | 'TERM' | 'ANNUAL';

/** A fee head of the Fees master (frontdesk.fees, /front-desk/fd-fees) as stored. */
export interface FeeHead {
  /** e.g. TUI-P. */
  code: string;
  name: string;
  /** Rupees a time it falls due (a month's tuition, a term's exam fee...). */
  amount: number;
  /**
   * ONCE at admission (in the admission year), MONTHLY on dueDay, QUARTERLY Apr/Jul/Oct/Jan, TERM Apr/Oct, ANNUAL Apr.
   */
  frequency: FeeFrequency;
  /** 'ALL' or a ClassGroup (PRE, PRI, MID, SEC, SSC): who pays it (appliesToClass in school-year.ts). */
  appliesTo: string;
  /** The day of the month it falls due (1-28); null or absent: the 1st. */
  dueDay: number | null;
  /** Rupees of late fine a day after the due date; 0 or absent: no late fine. */
  finePerDay?: number | null;
  /** The most late fine one due can carry, rupees; null or absent: no cap. */
  maxFine?: number | null;
  refundable: boolean;
  active: boolean;
}

/** Where a due comes from: a fee head, the pupil's route fee, or a charge posted by another desk. */
export type DueKind = 'FEE' | 'TRANSPORT' | 'CHARGE';

/** Who posts charges to the fee ledger (postStudentCharge): penalties given, library fines, book and uniform sales. */
export type ChargeSource = 'PENALTY' | 'LIBRARY' | 'BOOKS';

/** What a due is for; decides the income account its payment is credited to (school-postings.ts). */
export type DueSource = 'FEE' | 'TRANSPORT' | ChargeSource;

/**
 * One amount a pupil owes, computed (never stored). Its `id` is stable across reads, so receipts can point at it:
 * `${academicYear}|${head}|${period}` for a fee or route fee (feeDueId), `CHG|${chargeId}` for a charge (chargeDueId).
 */
export interface DueItem {
  id: string;
  admissionNo: string;
  kind: DueKind;
  source: DueSource;
  /** The fee head's code, the route fee's code (R-01-T1) or the charge's id. */
  head: string;
  /** What the pupil sees: 'Tuition fee (primary), May 2026', 'Transport R-01, Term 1', 'Library fine ACC-01025'. */
  label: string;
  /** The term the due date falls in. */
  term: Term;
  dueDate: string;
  amount: Paise;
}

/**
 * The period part of a fee due's id: 'ONCE', 'M05' (month), 'Q1'…'Q4' (quarter from April), 'T1'/'T2', 'ANNUAL'.
 * Kept short and stable: a receipt line points at the due by this id for good.
 */
export const feeDueId = (academicYear: number, head: string, period: string): string =>
  `${academicYear}|${head}|${period}`;

/** The due id of a posted charge. */
export const chargeDueId = (chargeId: string): string => `CHG|${chargeId}`;

/** The charge id a due id points at, or null when it is a fee or route-fee due. */
export const chargeIdOfDue = (dueId: string): string | null => (dueId.startsWith('CHG|') ? dueId.slice(4) : null);

export type ChargeStatus = 'OPEN' | 'WITHDRAWN';

/**
 * A charge another desk posts to a pupil's fee ledger through postStudentCharge
 * (src/mocks/core/school/fee-charges.ts), the one door by which penalties, library fines and book sales reach it.
 * Stored under its id; a withdrawn charge is kept, marked, and the ledger ignores it.
 */
export interface StudentCharge {
  /** `${source}|${reference}` (chargeIdOf): the same document never posts twice. */
  id: string;
  admissionNo: string;
  source: ChargeSource;
  /** The posting document (and line, if it posts several): 'PEN2026-00004', 'LRT2026-00002/1', 'BKS2026-00010'. */
  reference: string;
  /** The day it falls due (the document's date). */
  date: string;
  /** Rupees, above zero. */
  amount: number;
  /** What the ledger shows: 'Penalty: late arrival to school (3 days)'. */
  label: string;
  status: ChargeStatus;
  /** Why it was withdrawn ('' while open). */
  withdrawReason: string;
  /** The user who posted it. */
  by: string;
}

/** The id of the charge a document posts (source and reference: unique by construction). */
export const chargeIdOf = (source: ChargeSource, reference: string): string => `${source}|${reference}`;

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

/** One due in a pupil's ledger with what receipts did to it. Paise. balance = due + fine − paid − concession. */
export interface FeeLedgerRow {
  dueId: string;
  kind: DueKind;
  source: DueSource;
  label: string;
  term: Term;
  dueDate: string;
  due: Paise;
  paid: Paise;
  concession: Paise;
  fine: Paise;
  balance: Paise;
}

/** Sums of a ledger's rows (or of many pupils'). Paise. */
export interface FeeTotals {
  due: Paise;
  paid: Paise;
  concession: Paise;
  fine: Paise;
  balance: Paise;
}

/** A pupil's ledger as on a day: dues falling due on or before it, open charges and receipts dated on or before it. */
export interface FeeLedger {
  admissionNo: string;
  asOn: string;
  rows: FeeLedgerRow[];
  totals: FeeTotals;
}

/** A pupil's standing as on a day (balancesOf): the ledger's totals, and its balance split by term and by source. */
export interface StudentBalance extends FeeTotals {
  admissionNo: string;
  byTerm: Readonly<Record<Term, Paise>>;
  bySource: Readonly<Record<DueSource, Paise>>;
}

/**
 * What fee-dues.ts needs of a pupil's transport (modules never import each other: the demo backend maps it from the
 * vehicles store and the route-fee master). Rupees, as the master stores them.
 */
export interface TransportDueInput {
  admissionNo: string;
  route: string;
  routeName: string;
  stop: string;
  /** BOTH pays `fee`, ONE pays `oneWayFee` (else `fee`). */
  way: 'BOTH' | 'ONE';
  fromDate: string;
  /** '' while it runs. */
  toDate: string;
  /** The route's fees: T1, T2 or the whole year (ANNUAL), each with its due date. */
  fees: ReadonlyArray<{ code: string; term: Term | 'ANNUAL'; fee: number; oneWayFee: number | null; dueDate: string }>;
}

/**
 * A ledger row on the wire (rupees): what the ledger shows, plus the late fine a receipt on `asOn` would add (fineNow)
 * and what it may take (owed).
 */
export interface FeeLedgerLine {
  dueId: string;
  kind: DueKind;
  source: DueSource;
  label: string;
  term: Term;
  dueDate: string;
  due: number;
  paid: number;
  concession: number;
  fine: number;
  balance: number;
  fineNow: number;
  owed: number;
}

/** A pupil's ledger on the wire (GetFDStudentDues, GetFDFeeLedger), rupees. */
export interface FeeLedgerView {
  admissionNo: string;
  name: string;
  classCode: string;
  asOn: string;
  rows: FeeLedgerLine[];
  totals: {
    due: number;
    paid: number;
    concession: number;
    fine: number;
    balance: number;
    fineNow: number;
    owed: number;
  };
}

/** A pupil the fee screens offer. */
export interface FeePupil {
  admissionNo: string;
  name: string;
  classCode: string;
  active: boolean;
}

/**
 * GetFDFeeRequirements: the server's today, the pupils, the user's receipt accounts and whether they may give a
 * concession.
 */
export interface FeeRequirements {
  today: string;
  pupils: FeePupil[];
  accounts: Array<{ code: string; detail: string; typ: FeeReceiptMode }>;
  canConcede: boolean;
}
