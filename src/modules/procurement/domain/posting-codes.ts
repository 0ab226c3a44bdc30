/**
 * Purchase posting codes: the `Transcode` of `AccountsAssign` rows (Module "PUR") that map a
 * posting to an account. ONE naming on both sides: the contract's server has a defect here (its
 * account-mapping screen generates lower-case `pur_discount`, `pur_cash`, `pur_<group>` … while
 * its posting looks for `PUR_DIS`, `PUR_CRP` …, so nothing but taxes ever lines up and no voucher
 * is posted). We use the posting codes below in the mapping screen and in posting alike.
 */
export const PURCHASE_POSTING_MODULE = 'PUR';

/** Discount received on a purchase (credited). */
export const PUR_DIS = 'PUR_DIS';
/** Other charges of a purchase: freight, packing … (debited). */
export const PUR_OTH = 'PUR_OTH';
/** Cash account payments and advances are made from. */
export const PUR_CAS = 'PUR_CAS';
/** Bank account payments and advances are made from. */
export const PUR_BAN = 'PUR_BAN';
/** Mobile wallet payments and advances are made from. */
export const PUR_MOB = 'PUR_MOB';
/** Creditors: the suppliers' control account. */
export const PUR_CRP = 'PUR_CRP';
/** Advances paid to suppliers. */
export const PUR_VOU = 'PUR_VOU';
/** Purchase returns. */
export const PUR_PRT = 'PUR_PRT';
/** Credit notes received from suppliers. */
export const PUR_CNT = 'PUR_CNT';

/**
 * Purchases of one item group: `PUR_PUR@<group code>` (the contract's `pur_<material group>`; its posting used one
 * `PUR_PUR`).
 */
export const purchasesCode = (groupCode: string): string => `PUR_PUR@${groupCode}`;

/**
 * One tax on purchases: `PUR_<tax code>@<percent>`, e.g. PUR_GST@18, PUR_CGST@2.5 (the only codes the server's two
 * sides shared).
 */
export const purchaseTaxCode = (taxCode: string, taxPer: number): string => `PUR_${taxCode}@${taxPer}`;

/** How a supplier is paid: the `AcType` of the account (FinAccounts CAS / BAN / MOB). */
export type PaymentMode = 'CAS' | 'BAN' | 'MOB';

const MODE_CODES: Readonly<Record<PaymentMode, string>> = { CAS: PUR_CAS, BAN: PUR_BAN, MOB: PUR_MOB };

/** The posting code of a payment mode: CAS → PUR_CAS, BAN → PUR_BAN, MOB → PUR_MOB. */
export const paymentModeCode = (mode: PaymentMode): string => MODE_CODES[mode];

/** An item group purchases are booked by. */
export interface ItemGroupRef {
  code: string;
  name: string;
}

/** A tax as the purchase taxes carry it. */
export interface TaxRate {
  taxCode: string;
  taxPer: number;
}

/** A row of the account-mapping screen (`GetAccountsAssignDetailsPurchases`' shape). */
export interface PostingCodeRow {
  transcode: string;
  transdescri: string;
}

/**
 * Every purchase posting code a company needs, for the account-mapping screen: purchases per item
 * group, discount, others, each tax, cash, bank, wallet, creditors, advances, returns, credit
 * notes. Groups and taxes given twice are listed once.
 */
export function purchasePostingCodes(itemGroups: readonly ItemGroupRef[], taxes: readonly TaxRate[]): PostingCodeRow[] {
  const rows: PostingCodeRow[] = [
    ...itemGroups.map((group) => ({ transcode: purchasesCode(group.code), transdescri: `Purchases of ${group.name}` })),
    { transcode: PUR_DIS, transdescri: 'Discount on purchases' },
    { transcode: PUR_OTH, transdescri: 'Other charges on purchases' },
    ...taxes.map((tax) => ({
      transcode: purchaseTaxCode(tax.taxCode, tax.taxPer),
      transdescri: `${tax.taxCode} ${tax.taxPer}% on purchases`,
    })),
    { transcode: PUR_CAS, transdescri: 'Cash (payments to suppliers)' },
    { transcode: PUR_BAN, transdescri: 'Bank (payments to suppliers)' },
    { transcode: PUR_MOB, transdescri: 'Mobile wallet (payments to suppliers)' },
    { transcode: PUR_CRP, transdescri: 'Creditors (suppliers)' },
    { transcode: PUR_VOU, transdescri: 'Advances paid to suppliers' },
    { transcode: PUR_PRT, transdescri: 'Purchase returns' },
    { transcode: PUR_CNT, transdescri: 'Credit notes from suppliers' },
  ];
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = row.transcode.toUpperCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
