import { fromPaise, type Paise } from '../../../lib/money/money';
import { buildVoucher, type PostingEntry, type VoucherLine } from '../../../kits/accounting/document-voucher';
import type { RefundMode } from '../../../modules/pos/returns/domain/returns-types';
import type { DebitNoteKind } from '../../../modules/pos/returns/domain/debit-note-types';
import type { ReturnFigures } from '../../../modules/pos/returns/domain/refund-rules';
import type { DebitNoteFigures } from '../../../modules/pos/returns/domain/debit-note-figures';
import { storedChart } from '../../core/accounting/ledger-store';
import type { DemoSession } from '../../core/sessions/auth';
import { POS_POSTING, type PosPostingAccounts } from '../../core/billing/pos-postings';
import { postingAccounts } from '../../core/billing/bill-posting-accounts';

/** Our posting codes of a return's and a debit note's vouchers, beside the bill's (POS_SAL, POS_CGST...). */
export const RETURN_POSTING = { returns: 'POS_SRT', income: 'POS_SDN' } as const;

const taxEntries = (
  taxes: ReadonlyArray<{ component: string; amount: Paise }>,
  accounts: PosPostingAccounts,
  sign: 1 | -1,
): PostingEntry[] =>
  taxes
    .filter((tax) => tax.amount !== 0)
    .map((tax) => {
      const account = accounts.taxes.get(tax.component);
      if (!account) throw new Error(`No output tax account for ${tax.component}`);
      return { code: POS_POSTING.tax(tax.component), account, amountPaise: sign * tax.amount };
    });

function linesOf(entries: readonly PostingEntry[], what: string): VoucherLine[] {
  const voucher = buildVoucher(entries, new Map());
  if (!('lines' in voucher)) throw new Error(`${what}: no account for ${voucher.missing.join(', ')}`);
  return voucher.lines;
}

/**
 * A sale return's voucher, the bill's reversed to the paisa: Dr sales (the taxable value coming back: the bill
 * credited sales net of the discount with the service charge, so the return debits the same account the same
 * way), Dr each output tax as the bill charged it, Dr (or Cr) the round-off, Cr the user's cash or the customer.
 */
export function saleReturnVoucherLines(
  figures: ReturnFigures,
  accounts: PosPostingAccounts,
  mode: RefundMode,
  seq: string,
): VoucherLine[] {
  return linesOf(
    [
      { code: RETURN_POSTING.returns, account: accounts.sales, amountPaise: figures.taxable },
      ...taxEntries(figures.taxes, accounts, 1),
      { code: POS_POSTING.roundOff, account: accounts.roundOff, amountPaise: figures.roundOff },
      { code: POS_POSTING.mode(mode), account: accounts.modes[mode], amountPaise: -figures.total },
    ],
    `Sale return ${seq}`,
  );
}

/**
 * A debit note's voucher: Dr the customer (the restaurant's debtors, as a credit bill), Cr the income it raises, Cr
 * each output tax.
 */
export function debitNoteVoucherLines(
  figures: DebitNoteFigures,
  accounts: PosPostingAccounts,
  income: string,
  seq: string,
): VoucherLine[] {
  return linesOf(
    [
      { code: POS_POSTING.mode('CREDIT'), account: accounts.modes.CREDIT, amountPaise: figures.total },
      { code: RETURN_POSTING.income, account: income, amountPaise: -figures.base },
      ...taxEntries(figures.taxes, accounts, -1),
    ],
    `Debit note ${seq}`,
  );
}

/**
 * The accounts a return or note posts to (pos-postings-accounts: sales, output taxes, round-off, the user's cash, the
 * debtors), or the refusal.
 */
export const returnAccounts = (
  session: DemoSession,
  taxes: ReadonlyArray<{ component: string; amount: Paise }>,
  roundOff: Paise,
  mode: RefundMode,
) =>
  postingAccounts(
    session,
    {
      taxes: taxes.map((tax) => ({ component: tax.component, percent: 0, taxable: 0, amount: fromPaise(tax.amount) })),
      roundOff: fromPaise(roundOff),
    },
    [mode],
  );

/**
 * The income a debit note raises: sales for a price difference or a short-billed charge (the bill's own head),
 * interest received for interest, other (miscellaneous) income otherwise: found in the chart's other income by
 * name; sales when the chart has no such head.
 */
export async function incomeAccount(companyCode: number, kind: DebitNoteKind, sales: string): Promise<string> {
  if (kind === 'PRICE' || kind === 'CHARGE') return sales;
  const other = (await storedChart(companyCode)).accounts
    .filter((account) => account.group === 'OTH-INC')
    .sort((a, b) => a.code.localeCompare(b.code));
  const wanted = kind === 'INTEREST' ? /interest/i : /other|miscellaneous/i;
  return other.find((account) => wanted.test(account.name))?.code ?? sales;
}
