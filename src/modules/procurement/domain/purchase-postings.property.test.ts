import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumPaise } from '../../../lib/money/money';
import { PURCHASE_POSTING_MODULE, purchasePostingCodes, PUR_CRP } from './posting-codes';
import { goodsReceiptVoucher } from './purchase-postings';
import { receiptTotals } from './receipt-totals';
import { accountMappingFrom } from '../../../kits/accounting/document-voucher';

const GROUPS = ['RAW', 'PKG', 'SPR'];
const TAXES = [
  { taxCode: 'CGST', taxPer: 2.5 },
  { taxCode: 'SGST', taxPer: 2.5 },
  { taxCode: 'IGST', taxPer: 18 },
  { taxCode: 'CESS', taxPer: 0.125 },
];
const codes = purchasePostingCodes(
  GROUPS.map((code) => ({ code, name: code })),
  TAXES,
).map((row) => row.transcode);

const receipt = fc.record({
  lines: fc.array(
    fc.record({
      itemGroup: fc.constantFrom(...GROUPS),
      quantity: fc.integer({ min: 0, max: 9_999_999 }).map((milli) => milli / 1000),
      ratePaise: fc.integer({ min: 0, max: 10_00_000 }),
    }),
    { maxLength: 8 },
  ),
  taxes: fc.subarray(TAXES),
  discountPaise: fc.integer({ min: 0, max: 1_00_000 }),
  othersPaise: fc.integer({ min: 0, max: 1_00_000 }),
  advancePaise: fc.integer({ min: 0, max: 1_00_00_000 }),
});

describe('goods receipt voucher property', () => {
  it('balances, credits the creditor the payable, and lists exactly the unmapped codes with an amount', () => {
    fc.assert(
      fc.property(receipt, fc.subarray(codes), (input, mapped) => {
        const totals = receiptTotals(input);
        expect(totals.totalPaise).toBe(
          totals.basePaise + totals.taxesPaise - totals.discountPaise + totals.othersPaise,
        );
        const full = goodsReceiptVoucher(
          totals,
          accountMappingFrom(
            codes.map((transcode) => ({ transcode, account: transcode })),
            PURCHASE_POSTING_MODULE,
          ),
        );
        if (!('lines' in full)) throw new Error('fully mapped yet missing');
        expect(sumPaise(full.lines.map((line) => line.debit))).toBe(sumPaise(full.lines.map((line) => line.credit)));
        expect(full.lines.every((line) => line.debit > 0 !== line.credit > 0)).toBe(true);
        const creditor = full.lines.find((line) => line.code === PUR_CRP);
        expect(creditor ? creditor.credit - creditor.debit : 0).toBe(totals.payablePaise);

        const partial = goodsReceiptVoucher(
          totals,
          accountMappingFrom(
            mapped.map((transcode) => ({ transcode, account: transcode })),
            PURCHASE_POSTING_MODULE,
          ),
        );
        const unmapped = full.lines.map((line) => line.code).filter((code) => !mapped.includes(code));
        expect('missing' in partial ? partial.missing : []).toEqual(unmapped);
      }),
      { numRuns: 300 },
    );
  });
});
