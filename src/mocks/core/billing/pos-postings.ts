import { toPaise } from '../../../lib/money/money';
import type { Bill, SettleMode, Tender } from '../../../kits/billing/domain/bill-types';
import { buildVoucher, type PostingEntry, type VoucherLine } from '../../../kits/accounting/document-voucher';

/** The accounts a settled bill posts to (resolved from the chart: pos-postings-accounts). */
export interface PosPostingAccounts {
  sales: string; // the food and service charge, net of the discount
  taxes: ReadonlyMap<string, string>; // tax component (CGST, SGST, IGST, CESS) → output tax account
  roundOff: string;
  // CASH → the user's cash account, CARD → bank, UPI → wallet, CREDIT → debtors, ROOM → guest ledger
  modes: Readonly<Record<SettleMode, string>>;
}

/** Our posting codes of a bill's voucher (the voucher lines carry them; accounts are chosen, not mapped). */
export const POS_POSTING = {
  sales: 'POS_SAL',
  roundOff: 'POS_RND',
  tax: (component: string) => `POS_${component}`,
  mode: (mode: SettleMode) => `POS_${mode}`,
} as const;

/**
 * A settled bill's voucher, balanced to the paisa: Cr sales (sub-total less a customer offer's amount off and the
 * discount, plus the service charge: sales are posted net of both), Cr each output tax component, Cr (or Dr) the
 * round-off, Dr each tender's account with the part of the bill it paid (cash handed over beyond it is change, not
 * money kept). Lines of the same account and code are added up. An NC bill (total 0) posts nothing.
 */
export function billVoucherLines(bill: Bill, tenders: readonly Tender[], accounts: PosPostingAccounts): VoucherLine[] {
  if (toPaise(bill.total) === 0) return [];
  const entries: PostingEntry[] = [
    {
      code: POS_POSTING.sales,
      account: accounts.sales,
      amountPaise: -(
        toPaise(bill.subTotal) -
        toPaise(bill.offerDiscount ?? 0) -
        toPaise(bill.discount) +
        toPaise(bill.serviceCharge)
      ),
    },
    ...bill.taxes
      .filter((tax) => toPaise(tax.amount) !== 0)
      .map((tax) => {
        const account = accounts.taxes.get(tax.component);
        if (!account) throw new Error(`No output tax account for ${tax.component}`);
        return { code: POS_POSTING.tax(tax.component), account, amountPaise: -toPaise(tax.amount) };
      }),
    { code: POS_POSTING.roundOff, account: accounts.roundOff, amountPaise: -toPaise(bill.roundOff) },
    ...tenders.map((tender) => ({
      code: POS_POSTING.mode(tender.mode),
      account: accounts.modes[tender.mode],
      amountPaise: toPaise(tender.amount),
    })),
  ];
  const voucher = buildVoucher(entries, new Map());
  if (!('lines' in voucher)) throw new Error(`Bill ${bill.seq}: no account for ${voucher.missing.join(', ')}`);
  return voucher.lines;
}
