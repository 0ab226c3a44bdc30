import type { Paise } from '../../lib/money/money';

/** The five natures every account group (and so every account) belongs to. */
export type Nature = 'ASSETS' | 'LIABILITIES' | 'CAPITAL' | 'INCOME' | 'EXPENSES';
/** Account types of the backend contract: cash, bank, mobile wallet, party, other. */
export type AccountType = 'CAS' | 'BAN' | 'MOB' | 'PAR' | 'OTH';

export interface ChartGroup {
  code: string;
  name: string;
  nature: Nature;
  /** The group it is under; '' (or null) for a group directly under its nature. */
  parent: string | null;
  sequence: number | null;
}

export interface ChartAccount {
  code: string;
  name: string;
  group: string;
  type: AccountType;
  /** Banks: the overdraft the bank allows, in rupees as the account master keeps it. */
  overdraftLimit?: number;
}

/** The chart of accounts as the statements need it. */
export interface Chart {
  groups: readonly ChartGroup[];
  accounts: readonly ChartAccount[];
}

export type VoucherType = 'PAY' | 'REC' | 'JOU' | 'TRA';
export type PaymentMode = 'CASH' | 'CARD' | 'CHEQUE' | 'ONLINE' | 'WALLET';
export type VoucherStatus = 'Active' | 'Cancelled';

/** One posting of a voucher to one account, in paise; exactly one of debit and credit is non-zero. */
export interface LedgerEntry {
  /** The voucher's id, e.g. PAY-20261122-E001-3. */
  voucher: string;
  type: VoucherType;
  /** yyyy-MM-dd. */
  date: string;
  account: string;
  /** The account on the other side (for a book's "particulars"). */
  counter: string;
  debit: Paise;
  credit: Paise;
  narration: string;
  /**
   * What the voucher is when another module posted it ('Restaurant bill', 'Fee receipt'); absent, its type names it.
   */
  kind?: string;
  /** Bank reconciliation: the date the bank cleared this entry (yyyy-MM-dd), if it has. */
  cleared?: string;
}

/**
 * The opening balances of a financial year (or of the books' start), per account, in paise. Balanced: debits = credits.
 */
export interface OpeningSet {
  /** yyyy-MM-dd: the first day these openings apply to. */
  from: string;
  balances: ReadonlyArray<{ account: string; debit: Paise; credit: Paise }>;
}
