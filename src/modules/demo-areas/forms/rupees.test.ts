import { netOfDiscount, paiseText, readTypedRupees, typedPercentToBasisPoints, typedRupeesToPaise } from './rupees';

describe('typed amounts', () => {
  it('reads rupees as integer paise', () => {
    expect(typedRupeesToPaise('1,234.5')).toBe(123450);
    expect(typedRupeesToPaise('₹ 99')).toBe(9900);
    expect(typedRupeesToPaise('0.07')).toBe(7);
    expect(typedRupeesToPaise('12.345')).toBeNull();
    expect(typedRupeesToPaise('abc')).toBeNull();
    expect(typedRupeesToPaise('')).toBeNull();
    expect(readTypedRupees('12.345')).toMatchObject({
      ok: false,
      message: 'Enter an amount with at most two decimals',
    });
  });

  it('reads a percent as basis points, up to 100', () => {
    expect(typedPercentToBasisPoints('12.5')).toBe(1250);
    expect(typedPercentToBasisPoints('100')).toBe(10000);
    expect(typedPercentToBasisPoints('100.01')).toBeNull();
  });

  it('takes the discount off to the paisa', () => {
    // ₹1,234.50 less 12.5% = 123450 − 15431.25 → 123450 − 15431 = 108019.
    expect(netOfDiscount(123450, 1250)).toBe(108019);
    expect(paiseText(108019)).toBe('1,080.19');
    expect(paiseText(12345678)).toBe('1,23,456.78');
  });
});
