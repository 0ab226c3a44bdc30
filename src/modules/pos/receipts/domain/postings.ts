import { sumPaise, type Paise } from '../../../../lib/money/money';
import { basePaise, type ReceiptFigures } from './receipt-allocation';

/**
 * A voucher line (the contract's FinexecDet): one of debit and credit is 0 (paise); `code` is the posting code it came
 * from.
 */
export interface PostedLine {
  code: string;
  account: string;
  debit: Paise;
  credit: Paise;
}

/**
 * Posting codes (the contract's module "SAL" codes, and ours where it has none): the customer's control account
 * SAL_CRP, rebate REC_REB, others REC_OTH, TDS receivable REC_TDS (ours: the contract posts no TDS, so its
 * voucher would not balance), the receiving account REC_REV (its RevAccount); commission COM_EXP and the paying
 * account COM_PAY (ours).
 */
export const POSTING_CODES = {
  customer: 'SAL_CRP',
  rebate: 'REC_REB',
  others: 'REC_OTH',
  tds: 'REC_TDS',
  receiving: 'REC_REV',
  commission: 'COM_EXP',
  paying: 'COM_PAY',
} as const;

export interface ReceiptAccounts {
  customer: string;
  tds: string;
  rebate: string;
  others: string;
  /** The cash, bank or wallet account the money went into. */
  receiving: string;
}

const line = (code: string, account: string, amount: Paise): PostedLine => ({
  code,
  account,
  debit: Math.max(amount, 0),
  credit: Math.max(-amount, 0),
});

/**
 * A receipt's voucher (Tratype SAL_REC, voucher type RECEIPT), balanced to the paisa: Cr the customer the base
 * less the credit on account set off (the return that gave the credit already credited them), Dr the receiving
 * account what was received, Dr TDS receivable, Dr rebate, Dr others. Zero amounts give no line.
 */
export function receiptVoucherLines(figures: ReceiptFigures, accounts: ReceiptAccounts): PostedLine[] {
  const lines = [
    line(POSTING_CODES.receiving, accounts.receiving, figures.receiptPaise),
    line(POSTING_CODES.tds, accounts.tds, figures.tdsPaise),
    line(POSTING_CODES.rebate, accounts.rebate, figures.rebatePaise),
    line(POSTING_CODES.others, accounts.others, figures.othersPaise),
    line(POSTING_CODES.customer, accounts.customer, figures.creditPaise - basePaise(figures)),
  ].filter((posted) => posted.debit !== 0 || posted.credit !== 0);
  return balanced(lines);
}

/** A commission payment's voucher: Dr commission expense, Cr the cash, bank or wallet account it was paid from. */
export function commissionVoucherLines(amount: Paise, expenseAccount: string, payingAccount: string): PostedLine[] {
  return balanced([
    line(POSTING_CODES.commission, expenseAccount, amount),
    line(POSTING_CODES.paying, payingAccount, -amount),
  ]);
}

function balanced(lines: PostedLine[]): PostedLine[] {
  if (sumPaise(lines.map((posted) => posted.debit)) !== sumPaise(lines.map((posted) => posted.credit)))
    throw new RangeError('The voucher does not balance');
  return lines;
}
