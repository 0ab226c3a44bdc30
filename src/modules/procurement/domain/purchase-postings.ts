import type { Paise } from '../../../lib/money/money';
import {
  paymentModeCode,
  PUR_CNT,
  PUR_CRP,
  PUR_DIS,
  PUR_OTH,
  PUR_PRT,
  PUR_VOU,
  purchasesCode,
  purchaseTaxCode,
} from './posting-codes';
import type { PaymentMode } from './posting-codes';
import type { ReceiptTotals, ReturnTotals } from './receipt-totals';
import { buildVoucher } from '../../../kits/accounting/document-voucher';
import type { AccountId, AccountMapping, PostingEntry, Voucher } from '../../../kits/accounting/document-voucher';

/**
 * The vouchers of purchases (FinexecDet lines, paise). Each answers `{ lines }`, balanced, or
 * `{ missing }` with every posting code it needs that has no account: never a partial voucher,
 * never silently nothing. Zero amounts give no line. Amounts are in the company's currency (a
 * foreign-currency receipt is converted before its totals are taken).
 */

/**
 * Where money paid to a supplier comes from: the mode's mapped account, or an account the person chose (FinAccounts of
 * that AcType).
 */
export interface PaymentSource {
  mode: PaymentMode;
  account?: AccountId;
}

const taxEntries = (taxes: ReceiptTotals['taxes'], sign: 1 | -1): PostingEntry[] =>
  taxes.map((tax) => ({ code: purchaseTaxCode(tax.taxCode, tax.taxPer), amountPaise: sign * tax.valuePaise }));

const sourceEntry = (source: PaymentSource, amountPaise: Paise): PostingEntry => ({
  code: paymentModeCode(source.mode),
  amountPaise: -amountPaise,
  ...(source.account !== undefined && source.account !== '' ? { account: source.account } : {}),
});

/**
 * A goods receipt (MIR, voucher type "PURCHASE", Tratype PUR_PUR; contract section 5): Dr
 * PUR_PUR@group each group's base, Dr each PUR_<tax>@<per>, Dr PUR_OTH others, Cr PUR_DIS
 * discount, Cr PUR_VOU the advance deducted, Cr PUR_CRP the payable (Dr when the advance was
 * larger). The payable is taken from the parts, so the voucher always balances.
 */
export function goodsReceiptVoucher(
  totals: Pick<ReceiptTotals, 'groupBases' | 'taxes' | 'discountPaise' | 'othersPaise' | 'advancePaise'>,
  mapping: AccountMapping,
): Voucher {
  const entries: PostingEntry[] = [
    ...totals.groupBases.map((group) => ({ code: purchasesCode(group.itemGroup), amountPaise: group.basePaise })),
    ...taxEntries(totals.taxes, 1),
    { code: PUR_OTH, amountPaise: totals.othersPaise },
    { code: PUR_DIS, amountPaise: -totals.discountPaise },
    { code: PUR_VOU, amountPaise: -totals.advancePaise },
  ];
  const payable = entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
  return buildVoucher([...entries, { code: PUR_CRP, amountPaise: -payable }], mapping);
}

/**
 * A purchase return (voucher type "PURCHASE RETURN", Tratype PUR_PRT): Cr PUR_PRT base, Cr each tax account, Dr PUR_CRP
 * total.
 */
export function purchaseReturnVoucher(
  totals: Pick<ReturnTotals, 'basePaise' | 'taxes'>,
  mapping: AccountMapping,
): Voucher {
  const entries: PostingEntry[] = [{ code: PUR_PRT, amountPaise: -totals.basePaise }, ...taxEntries(totals.taxes, -1)];
  const total = -entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
  return buildVoucher([{ code: PUR_CRP, amountPaise: total }, ...entries], mapping);
}

/** A credit note from the supplier (voucher type "CREDIT NOTE", Tratype PUR_PCR): Dr PUR_CRP, Cr PUR_CNT. */
export function creditNoteVoucher(amountPaise: Paise, mapping: AccountMapping): Voucher {
  return buildVoucher(
    [
      { code: PUR_CRP, amountPaise },
      { code: PUR_CNT, amountPaise: -amountPaise },
    ],
    mapping,
  );
}

/**
 * An advance paid on an order (voucher type "Payment", Tratype PUR_ADV; contract section 4): Dr
 * PUR_VOU, Cr the cash / bank / wallet account. The server built these two lines but saved only
 * the voucher header; we post them.
 */
export function advancePaidVoucher(amountPaise: Paise, source: PaymentSource, mapping: AccountMapping): Voucher {
  return buildVoucher([{ code: PUR_VOU, amountPaise }, sourceEntry(source, amountPaise)], mapping);
}

/**
 * A payment to a supplier (ours: the server's payments controller is not public): Dr PUR_CRP, Cr the cash / bank /
 * wallet account.
 */
export function supplierPaymentVoucher(amountPaise: Paise, source: PaymentSource, mapping: AccountMapping): Voucher {
  return buildVoucher([{ code: PUR_CRP, amountPaise }, sourceEntry(source, amountPaise)], mapping);
}
