import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { FeeReceipt } from '../../../kits/school/fee-receipt-types';
import type { DueSource } from '../../../kits/school/due-types';
import type { VoucherLine } from '../../../kits/accounting/document-voucher';
import { storedChart } from '../accounting/ledger-store';
import { accountFor, type Wanted } from '../accounting/posting-accounts';
import { postDocumentVoucher } from '../accounting/post-voucher';

/**
 * The fee receipts' accounts. Dues are not accrued (no debtors account: a due reaches the books only when
 * received), so a receipt posts, under its own number (REC<yyyy>-NNNNN; accounts vouchers are REC-yyyyMMdd-…, so the
 * keys never clash):
 *   Dr the cash, bank or wallet account it was taken into: Σ paid (the money received, late fines included);
 *   Dr Fee concessions (an expense): Σ concession;
 *   Cr the income of each line's source (Fee income, Transport fee income, Student penalties, Library fines,
 *      Books and uniform sales): Σ (paid − fine + concession);
 *   Cr Late fee fines: Σ fine.
 * Cancelling takes the whole voucher back. Accounts the chart lacks are created as ordinary chart accounts.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const income = (name: string, group: 'SALES' | 'OTH-INC'): Wanted => ({
  group,
  nature: 'INCOME',
  name: new RegExp(`^${escape(name)}$`, 'i'),
  create: { code: 450, name },
});

/** The income account credited for what a line of each source received. */
export const SCHOOL_INCOME: Readonly<Record<DueSource, Wanted>> = {
  FEE: income('Fee income', 'SALES'),
  TRANSPORT: income('Transport fee income', 'SALES'),
  PENALTY: income('Student penalties', 'OTH-INC'),
  LIBRARY: income('Library fines', 'OTH-INC'),
  BOOKS: income('Books and uniform sales', 'SALES'),
};
export const LATE_FEE_FINES: Wanted = income('Late fee fines', 'OTH-INC');
export const FEE_CONCESSIONS: Wanted = {
  group: 'IND-EXP',
  nature: 'EXPENSES',
  name: /^fee concessions$/i,
  create: { code: 420, name: 'Fee concessions' },
};

async function chartFor(companyCode: number) {
  const loaded = await storedChart(companyCode);
  return { groups: loaded.groups, accounts: [...loaded.accounts] };
}

/** One side of an amount: a positive one on `side`, a negative one on the other; none for zero. */
const entry = (code: string, account: string, paise: Paise, side: 'debit' | 'credit'): VoucherLine[] => {
  if (paise === 0) return [];
  const onSide = paise > 0 ? side : side === 'debit' ? 'credit' : 'debit';
  return [
    {
      code,
      account,
      debit: onSide === 'debit' ? Math.abs(paise) : 0,
      credit: onSide === 'credit' ? Math.abs(paise) : 0,
    },
  ];
};

/** The voucher lines of a fee receipt (see above); balanced by construction. */
export async function feeReceiptVoucherLines(companyCode: number, receipt: FeeReceipt): Promise<VoucherLine[]> {
  const chart = await chartFor(companyCode);
  const received = sumPaise(receipt.lines.map((line) => toPaise(line.paid)));
  const conceded = sumPaise(receipt.lines.map((line) => toPaise(line.concession)));
  const fines = sumPaise(receipt.lines.map((line) => toPaise(line.fine)));
  const bySource = new Map<DueSource, Paise>();
  for (const line of receipt.lines)
    bySource.set(
      line.source,
      (bySource.get(line.source) ?? 0) + toPaise(line.paid) - toPaise(line.fine) + toPaise(line.concession),
    );
  const lines: VoucherLine[] = [...entry(`FEE_${receipt.mode}`, receipt.account, received, 'debit')];
  if (conceded !== 0)
    lines.push(...entry('FEE_CON', await accountFor(companyCode, chart, FEE_CONCESSIONS), conceded, 'debit'));
  for (const [source, paise] of bySource)
    if (paise !== 0)
      lines.push(
        ...entry(`FEE_${source}`, await accountFor(companyCode, chart, SCHOOL_INCOME[source]), paise, 'credit'),
      );
  if (fines !== 0)
    lines.push(...entry('FEE_FIN', await accountFor(companyCode, chart, LATE_FEE_FINES), fines, 'credit'));
  return lines;
}

/** Posts (or re-posts) a fee receipt's voucher under its number and date. Call inside the company's write queue. */
export async function postFeeReceiptVoucher(companyCode: number, receipt: FeeReceipt): Promise<void> {
  const lines = await feeReceiptVoucherLines(companyCode, receipt);
  await postDocumentVoucher(
    companyCode,
    receipt.receiptNo,
    receipt.date,
    `Fee receipt ${receipt.receiptNo} from ${receipt.name} (${receipt.classCode})`,
    lines,
    receipt.date,
    'Fee receipt',
  );
}

/** Takes a cancelled fee receipt's voucher back out of the ledger (the receipt is kept, marked). */
export function takeBackFeeReceiptVoucher(
  companyCode: number,
  receipt: Pick<FeeReceipt, 'receiptNo' | 'date'>,
): Promise<void> {
  return postDocumentVoucher(companyCode, receipt.receiptNo, receipt.date, '', [], receipt.date);
}
