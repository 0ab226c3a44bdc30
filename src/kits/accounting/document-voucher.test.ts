import { describe, expect, it } from 'vitest';
import { accountMappingFrom, buildVoucher, isPostable } from './document-voucher';

describe('account mapping', () => {
  it('keeps the module rows with an account, codes without regard to case', () => {
    const mapping = accountMappingFrom(
      [
        { module: 'PUR', transcode: 'pur_gst@18', account: 41 },
        { module: 'SAL', transcode: 'PUR_CRP', account: 9 },
        { transcode: 'PUR_DIS', account: 'DISC' },
        { module: 'pur', transcode: 'PUR_OTH', account: null },
        { module: 'PUR', transcode: 'PUR_VOU', account: '' },
      ],
      'PUR',
    );
    expect([...mapping]).toEqual([
      ['PUR_GST@18', 41],
      ['PUR_DIS', 'DISC'],
    ]);
    expect(accountMappingFrom([{ module: 'SAL', transcode: 'SAL_CRP', account: 9 }], 'SAL').get('SAL_CRP')).toBe(9);
  });
});

describe('buildVoucher', () => {
  const mapping = accountMappingFrom(
    [
      { transcode: 'A', account: 1 },
      { transcode: 'B', account: 2 },
    ],
    'PUR',
  );

  it('adds up entries of one code, drops zeros, debits positives and credits negatives', () => {
    const voucher = buildVoucher(
      [
        { code: 'A', amountPaise: 70 },
        { code: 'B', amountPaise: -100 },
        { code: 'a', amountPaise: 30 },
        { code: 'C', amountPaise: 0 },
      ],
      mapping,
    );
    expect(voucher).toEqual({
      lines: [
        { code: 'A', account: 1, debit: 100, credit: 0 },
        { code: 'B', account: 2, debit: 0, credit: 100 },
      ],
    });
    expect(isPostable(voucher)).toBe(true);
  });

  it('lists every unmapped code a line needs, once; a chosen account needs no mapping', () => {
    const voucher = buildVoucher(
      [
        { code: 'X', amountPaise: 5 },
        { code: 'Y', amountPaise: -3 },
        { code: 'X', amountPaise: 1 },
        { code: 'Z', amountPaise: -3, account: 77 },
      ],
      mapping,
    );
    expect(voucher).toEqual({ missing: ['X', 'Y'] });
    expect(isPostable(voucher)).toBe(false);
    expect(
      buildVoucher(
        [
          { code: 'Z', amountPaise: -3, account: 77 },
          { code: 'A', amountPaise: 3 },
        ],
        mapping,
      ),
    ).toEqual({
      lines: [
        { code: 'Z', account: 77, debit: 0, credit: 3 },
        { code: 'A', account: 1, debit: 3, credit: 0 },
      ],
    });
  });

  it('an entry of no amount needs no account', () => {
    expect(buildVoucher([{ code: 'X', amountPaise: 0 }], mapping)).toEqual({ lines: [] });
  });

  it('throws on entries that do not balance or are not whole paise', () => {
    expect(() => buildVoucher([{ code: 'A', amountPaise: 1 }], mapping)).toThrow(RangeError);
    expect(() =>
      buildVoucher(
        [
          { code: 'A', amountPaise: 0.5 },
          { code: 'B', amountPaise: -0.5 },
        ],
        mapping,
      ),
    ).toThrow(RangeError);
  });
});
