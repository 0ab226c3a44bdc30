import type { VoucherType } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';

/**
 * One voucher's movement in the bank account (its postings there added up), as the
 * reconciliation lists it. Debit = money into the bank (a deposit), credit = money out.
 * Amounts in paise here; rupees on the wire (read back with fromWire).
 */
export interface BankEntryRow {
  /** The voucher's id: one row per voucher. */
  key: string;
  date: string;
  voucher: string;
  type: VoucherType;
  /** The account on the other side, by name. */
  counterName: string;
  narration: string;
  /** The voucher's cheque number, else its transaction reference; '' when it has neither. */
  reference: string;
  debit: Paise;
  credit: Paise;
  /** The date the bank cleared it (yyyy-MM-dd), '' when it has not. */
  cleared: string;
}

/**
 * `GetBankEntries {account, fromDate, toDate}`: the bank's entries to reconcile and the statement's figures as on `to`.
 */
export interface ReconciliationAnswer {
  account: string;
  name: string;
  from: string;
  to: string;
  /** The account's balance as on `to` (+ = money in the bank). */
  perBooks: Paise;
  unclearedDeposits: Paise;
  unclearedWithdrawals: Paise;
  perBank: Paise;
  /** Entries dated in the period, and earlier ones not cleared before the period began; by date. */
  entries: BankEntryRow[];
}

/** One clearing date sent by `SetClearingDates {account, cleared: [...]}`; '' takes the date off. */
export interface ClearingChange {
  voucher: string;
  date: string;
}
