import { addPaise, fromPaise, hasAtMostDecimals, isPaise, MAX_AMOUNT_PAISE, sumPaise, toPaise } from './money';
import { decimalOf, divideRounded } from './money-decimal';

describe('toPaise: wire rupees to paise, half away from zero at the second decimal', () => {
  it('rounds the worked examples the one documented way', () => {
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(-0.025)).toBe(-3);
    expect(toPaise(0.015)).toBe(2);
    expect(toPaise(-1.005)).toBe(-101);
    expect(toPaise(1.004)).toBe(100);
    expect(toPaise(2.675)).toBe(268);
  });

  it('is exact for two-decimal amounts, zero and big values', () => {
    expect(toPaise(12500.5)).toBe(1250050);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(0)).toBe(0);
    expect(Object.is(toPaise(-0), 0)).toBe(true);
    expect(Object.is(toPaise(-0.001), 0)).toBe(true);
    expect(toPaise(999999999.99)).toBe(MAX_AMOUNT_PAISE);
    expect(toPaise(9999999999999.99)).toBe(999999999999999);
  });

  it('reads exponent forms, strings and empties', () => {
    expect(toPaise(1e21)).toBe(1e23);
    expect(toPaise(5e-7)).toBe(0);
    expect(toPaise(-4.999e-3)).toBe(0);
    expect(toPaise('12.34')).toBe(1234);
    expect(toPaise('')).toBe(0);
    expect(toPaise(null)).toBe(0);
    expect(toPaise(undefined)).toBe(0);
    expect(toPaise(Number.NaN)).toBe(0);
    expect(toPaise(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('fromPaise and helpers', () => {
  it('gives the wire number back', () => {
    expect(fromPaise(101)).toBe(1.01);
    expect(fromPaise(-3)).toBe(-0.03);
    expect(fromPaise(0)).toBe(0);
    expect(String(fromPaise(123456789))).toBe('1234567.89');
    expect(String(fromPaise(-999999999999999))).toBe('-9999999999999.99');
  });

  it('counts decimals on the printed text', () => {
    expect(hasAtMostDecimals(12.5, 2)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDecimals(1.005, 2)).toBe(false);
    expect(hasAtMostDecimals(1e21, 2)).toBe(true);
    expect(hasAtMostDecimals(1e-7, 2)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
  });

  it('sums, adds and knows paise', () => {
    expect(sumPaise([10, 20, -5])).toBe(25);
    expect(sumPaise([])).toBe(0);
    expect(addPaise(1, 2, 3)).toBe(6);
    expect(isPaise(5)).toBe(true);
    expect(isPaise(5.5)).toBe(false);
    expect(isPaise('5')).toBe(false);
  });

  it('divides with rounding half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(-7n, 3n)).toBe(-2n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(decimalOf(1.5e-7)).toEqual({ units: 15n, scale: 8 });
    expect(decimalOf(-1e21)).toEqual({ units: -(10n ** 21n), scale: 0 });
  });
});
