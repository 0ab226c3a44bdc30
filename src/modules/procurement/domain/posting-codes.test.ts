import { describe, expect, it } from 'vitest';
import { paymentModeCode, purchasePostingCodes, purchasesCode, purchaseTaxCode } from './posting-codes';

describe('posting codes', () => {
  it('builds the per-group and per-tax codes', () => {
    expect(purchasesCode('RAW')).toBe('PUR_PUR@RAW');
    expect(purchaseTaxCode('GST', 18)).toBe('PUR_GST@18');
    expect(purchaseTaxCode('CGST', 2.5)).toBe('PUR_CGST@2.5');
    expect([paymentModeCode('CAS'), paymentModeCode('BAN'), paymentModeCode('MOB')]).toEqual([
      'PUR_CAS',
      'PUR_BAN',
      'PUR_MOB',
    ]);
  });

  it('lists every code a company needs, once each, with the posting names (not pur_discount)', () => {
    const rows = purchasePostingCodes(
      [
        { code: 'RAW', name: 'Raw materials' },
        { code: 'PKG', name: 'Packing' },
        { code: 'RAW', name: 'Raw materials' },
      ],
      [
        { taxCode: 'CGST', taxPer: 9 },
        { taxCode: 'SGST', taxPer: 9 },
        { taxCode: 'CGST', taxPer: 9 },
      ],
    );
    expect(rows.map((row) => row.transcode)).toEqual([
      'PUR_PUR@RAW',
      'PUR_PUR@PKG',
      'PUR_DIS',
      'PUR_OTH',
      'PUR_CGST@9',
      'PUR_SGST@9',
      'PUR_CAS',
      'PUR_BAN',
      'PUR_MOB',
      'PUR_CRP',
      'PUR_VOU',
      'PUR_PRT',
      'PUR_CNT',
    ]);
    expect(rows[0]).toEqual({ transcode: 'PUR_PUR@RAW', transdescri: 'Purchases of Raw materials' });
    expect(rows[4]).toEqual({ transcode: 'PUR_CGST@9', transdescri: 'CGST 9% on purchases' });
    expect(rows.some((row) => row.transcode.startsWith('pur_'))).toBe(false);
  });

  it('needs the fixed codes even without groups or taxes', () => {
    expect(purchasePostingCodes([], [])).toHaveLength(9);
  });
});
