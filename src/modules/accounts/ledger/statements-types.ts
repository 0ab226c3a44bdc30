import type { Nature, VoucherType } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';

/** A span of days, both ends inclusive, yyyy-MM-dd. */
export interface Period {
  from: string;
  to: string;
}

/** One account's line of a trial balance; opening and closing are signed (+ debit, - credit). */
export interface TrialBalanceRow {
  account: string;
  name: string;
  group: string;
  groupName: string;
  /** null only for an account that has postings but is not in the chart (listed last). */
  nature: Nature | null;
  opening: Paise;
  debit: Paise;
  credit: Paise;
  closing: Paise;
}

/** The positive and negative parts of the signed columns, summed separately (all positive numbers). */
export interface TrialBalanceTotals {
  openingDebit: Paise;
  openingCredit: Paise;
  debit: Paise;
  credit: Paise;
  closingDebit: Paise;
  closingCredit: Paise;
}

export interface TrialBalance {
  from: string;
  to: string;
  rows: TrialBalanceRow[];
  totals: TrialBalanceTotals;
}

/** A line of the group-wise breakup; debit and credit are the two parts of a closing balance (positive numbers). */
export interface ScheduleRow {
  kind: 'nature' | 'group' | 'account';
  /** 0 for a nature, 1 for a root group, +1 per depth; an account is one below its group. */
  level: number;
  code: string;
  name: string;
  nature: Nature;
  debit: Paise;
  credit: Paise;
}

/** An account's figure in a statement section. */
export interface StatementAccount {
  account: string;
  name: string;
  amount: Paise;
}

/** One root group of a statement, its sub-groups' accounts rolled in. */
export interface StatementSection {
  group: string;
  name: string;
  amount: Paise;
  accounts: StatementAccount[];
}

export interface ProfitAndLoss {
  from: string;
  to: string;
  income: StatementSection[];
  expenses: StatementSection[];
  totalIncome: Paise;
  totalExpenses: Paise;
  /** totalIncome - totalExpenses: positive is a profit. */
  net: Paise;
}

export interface BalanceSheet {
  asOn: string;
  assets: StatementSection[];
  liabilities: StatementSection[];
  capital: StatementSection[];
  /** Income less expenses still in the books (this year's profit, or more if a year was not closed). */
  result: Paise;
  totalAssets: Paise;
  /** liabilities + capital + result. */
  totalLiabilitiesAndCapital: Paise;
}

/** A line of an account's book; balance is the running signed balance after it. */
export interface AccountBookRow {
  date: string;
  voucher: string;
  type: VoucherType;
  counter: string;
  counterName: string;
  narration: string;
  debit: Paise;
  credit: Paise;
  balance: Paise;
  /** What the voucher is, when another module posted it (LedgerEntry.kind). */
  kind?: string;
}

/** The ledger of one account over a period (cash book, bank book, detailed ledger). */
export interface AccountBook {
  account: string;
  name: string;
  from: string;
  to: string;
  opening: Paise;
  rows: AccountBookRow[];
  totalDebit: Paise;
  totalCredit: Paise;
  closing: Paise;
}

export interface DayBookRow {
  date: string;
  voucher: string;
  type: VoucherType;
  account: string;
  accountName: string;
  debit: Paise;
  credit: Paise;
  narration: string;
  /** What the voucher is, when another module posted it (LedgerEntry.kind). */
  kind?: string;
}
