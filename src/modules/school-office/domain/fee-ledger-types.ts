import type { Paise } from '../../../lib/money/money';
import type { Term } from '../../../kits/school/school-year';
import type { DueKind, DueSource } from '../../../kits/school/due-types';
import type { FeeReceiptMode } from '../../../kits/school/fee-receipt-types';

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
