import { describe, expect, it } from 'vitest';
import { sumPaise } from '../../../lib/money/money';
import { PURCHASE_POSTING_MODULE, purchasePostingCodes } from './posting-codes';
import {
  advancePaidVoucher,
  creditNoteVoucher,
  goodsReceiptVoucher,
  purchaseReturnVoucher,
  supplierPaymentVoucher,
} from './purchase-postings';
import { receiptTotals, returnTotals } from './receipt-totals';
import { accountMappingFrom } from '../../../kits/accounting/document-voucher';
import type { Voucher, VoucherLine } from '../../../kits/accounting/document-voucher';

const groups = [
  { code: 'RAW', name: 'Raw' },
  { code: 'PKG', name: 'Packing' },
];
const taxes = [
  { taxCode: 'CGST', taxPer: 9 },
  { taxCode: 'SGST', taxPer: 9 },
];
/** Every code mapped to an account named after it. */
const fullMapping = accountMappingFrom(
  purchasePostingCodes(groups, taxes).map((row) => ({
    module: 'PUR',
    transcode: row.transcode,
    account: `acc:${row.transcode}`,
  })),
  PURCHASE_POSTING_MODULE,
);
const withoutCodes = (...codes: string[]) =>
  accountMappingFrom(
    [...fullMapping].filter(([code]) => !codes.includes(code)).map(([transcode, account]) => ({ transcode, account })),
    PURCHASE_POSTING_MODULE,
  );

function lines(voucher: Voucher): VoucherLine[] {
  if (!('lines' in voucher)) throw new Error(`unmapped: ${voucher.missing.join(', ')}`);
  expect(sumPaise(voucher.lines.map((line) => line.debit))).toBe(sumPaise(voucher.lines.map((line) => line.credit)));
  return voucher.lines;
}
const brief = (voucher: Voucher) => lines(voucher).map((line) => [line.code, line.debit, line.credit]);

const receipt = receiptTotals({
  lines: [
    { itemGroup: 'RAW', quantity: 10, ratePaise: 10_000 },
    { itemGroup: 'PKG', quantity: 2.5, ratePaise: 4_010 },
  ],
  taxes,
  discountPaise: 2_525,
  othersPaise: 5_000,
  advancePaise: 20_000,
});

describe('goods receipt voucher', () => {
  it('Dr purchases per group, taxes, others; Cr discount, advance, creditor', () => {
    expect(brief(goodsReceiptVoucher(receipt, fullMapping))).toEqual([
      ['PUR_PUR@RAW', 1_00_000, 0],
      ['PUR_PUR@PKG', 10_025, 0],
      ['PUR_CGST@9', 9_902, 0],
      ['PUR_SGST@9', 9_902, 0],
      ['PUR_OTH', 5_000, 0],
      ['PUR_DIS', 0, 2_525],
      ['PUR_VOU', 0, 20_000],
      ['PUR_CRP', 0, receipt.payablePaise],
    ]);
    expect(lines(goodsReceiptVoucher(receipt, fullMapping))[0]!.account).toBe('acc:PUR_PUR@RAW');
  });

  it('debits the creditor when the advance exceeds the total, and drops zero lines', () => {
    const over = {
      ...receipt,
      discountPaise: 0,
      othersPaise: 0,
      advancePaise: receipt.totalPaise + 2_525 - 5_000 + 700,
    };
    const result = brief(goodsReceiptVoucher(over, fullMapping));
    expect(result.find(([code]) => code === 'PUR_CRP')).toEqual(['PUR_CRP', 700, 0]);
    expect(result.some(([code]) => code === 'PUR_DIS' || code === 'PUR_OTH')).toBe(false);
  });

  it('lists every unmapped code it needs, and only those', () => {
    expect(goodsReceiptVoucher(receipt, withoutCodes('PUR_PUR@PKG', 'PUR_SGST@9', 'PUR_CRP', 'PUR_PRT'))).toEqual({
      missing: ['PUR_PUR@PKG', 'PUR_SGST@9', 'PUR_CRP'],
    });
    expect(goodsReceiptVoucher({ ...receipt, advancePaise: 0 }, withoutCodes('PUR_VOU'))).toHaveProperty('lines');
    expect(goodsReceiptVoucher(receipt, new Map())).toEqual({
      missing: ['PUR_PUR@RAW', 'PUR_PUR@PKG', 'PUR_CGST@9', 'PUR_SGST@9', 'PUR_OTH', 'PUR_DIS', 'PUR_VOU', 'PUR_CRP'],
    });
  });

  it('does not find the server mapping screen codes (pur_discount …) but does find its tax codes', () => {
    const serverScreen = accountMappingFrom(
      [
        { transcode: 'pur_discount', account: 1 },
        { transcode: 'pur_cgst@9', account: 2 },
      ],
      PURCHASE_POSTING_MODULE,
    );
    const voucher = goodsReceiptVoucher(receipt, serverScreen);
    expect('missing' in voucher && voucher.missing.includes('PUR_DIS')).toBe(true);
    expect('missing' in voucher && voucher.missing.includes('PUR_CGST@9')).toBe(false);
  });
});

describe('return, credit note, advance and payment vouchers', () => {
  it('purchase return: Dr creditor total, Cr returns base and each tax', () => {
    const totals = returnTotals([{ quantity: 3, ratePaise: 3_333 }], taxes);
    expect(brief(purchaseReturnVoucher(totals, fullMapping))).toEqual([
      ['PUR_CRP', 11_799, 0],
      ['PUR_PRT', 0, 9_999],
      ['PUR_CGST@9', 0, 900],
      ['PUR_SGST@9', 0, 900],
    ]);
    expect(purchaseReturnVoucher(totals, withoutCodes('PUR_PRT', 'PUR_CRP'))).toEqual({
      missing: ['PUR_CRP', 'PUR_PRT'],
    });
  });

  it('credit note: Dr creditor, Cr credit notes', () => {
    expect(brief(creditNoteVoucher(12_345, fullMapping))).toEqual([
      ['PUR_CRP', 12_345, 0],
      ['PUR_CNT', 0, 12_345],
    ]);
    expect(creditNoteVoucher(12_345, withoutCodes('PUR_CNT'))).toEqual({ missing: ['PUR_CNT'] });
    expect(creditNoteVoucher(0, new Map())).toEqual({ lines: [] });
  });

  it('advance on an order: Dr advances, Cr the mode account or the account chosen', () => {
    expect(brief(advancePaidVoucher(50_000, { mode: 'BAN' }, fullMapping))).toEqual([
      ['PUR_VOU', 50_000, 0],
      ['PUR_BAN', 0, 50_000],
    ]);
    expect(lines(advancePaidVoucher(50_000, { mode: 'CAS', account: 901 }, withoutCodes('PUR_CAS')))[1]).toEqual({
      code: 'PUR_CAS',
      account: 901,
      debit: 0,
      credit: 50_000,
    });
    expect(advancePaidVoucher(50_000, { mode: 'MOB' }, withoutCodes('PUR_MOB', 'PUR_VOU'))).toEqual({
      missing: ['PUR_VOU', 'PUR_MOB'],
    });
  });

  it('supplier payment: Dr creditor, Cr the mode account', () => {
    expect(brief(supplierPaymentVoucher(1, { mode: 'MOB' }, fullMapping))).toEqual([
      ['PUR_CRP', 1, 0],
      ['PUR_MOB', 0, 1],
    ]);
    expect(supplierPaymentVoucher(1, { mode: 'CAS', account: '' }, withoutCodes('PUR_CAS'))).toEqual({
      missing: ['PUR_CAS'],
    });
  });
});
