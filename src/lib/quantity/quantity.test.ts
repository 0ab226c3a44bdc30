import { describe, expect, it } from 'vitest';
import { formatQuantity, fromMilli, isQuantity, toMilli } from './quantity';

describe('toMilli / fromMilli', () => {
  it('reads quantities exactly through their decimal text', () => {
    expect(toMilli(12.345)).toBe(12345);
    expect(toMilli(0.1 + 0.2)).toBe(300); // 0.30000000000000004
    expect(toMilli(1.005)).toBe(1005);
    expect(toMilli(4.35)).toBe(4350); // 4.35 * 1000 is 4349.999999999999
    expect(toMilli(8.675)).toBe(8675);
    expect(toMilli(0)).toBe(0);
    expect(Object.is(toMilli(-0), 0)).toBe(true);
    expect(toMilli(-2.5)).toBe(-2500);
  });

  it('rounds a fourth decimal half away from zero', () => {
    expect(toMilli(0.0025)).toBe(3);
    expect(toMilli(-0.0025)).toBe(-3);
    expect(toMilli(1.0005)).toBe(1001);
    expect(toMilli(1.0004)).toBe(1000);
    expect(toMilli(1e-7)).toBe(0);
  });

  it('treats NaN and infinities as nothing, and handles large values', () => {
    expect(toMilli(Number.NaN)).toBe(0);
    expect(toMilli(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toMilli(9_999_999_999.999)).toBe(9_999_999_999_999);
  });

  it('sums without drift in thousandths', () => {
    let floats = 0;
    let milli = 0;
    for (let i = 0; i < 10; i++) {
      floats += 0.1;
      milli += toMilli(0.1);
    }
    expect(floats).not.toBe(1);
    expect(fromMilli(milli)).toBe(1);
    expect(fromMilli(toMilli(0.7) - toMilli(0.1) * 6)).toBe(0.1);
  });

  it('round-trips every three-decimal value', () => {
    for (let m = -5000; m <= 5000; m += 7) expect(toMilli(fromMilli(m))).toBe(m);
    expect(Object.is(fromMilli(-0), 0)).toBe(true);
  });

  it('says which numbers are quantities', () => {
    expect(isQuantity(1.125)).toBe(true);
    expect(isQuantity(1.1255)).toBe(false);
    expect(isQuantity(Number.NaN)).toBe(false);
  });
});

describe('formatQuantity', () => {
  it('drops trailing zeros and groups the Indian way', () => {
    expect(formatQuantity(1234567.5)).toBe('12,34,567.5');
    expect(formatQuantity(12.5, 'KG')).toBe('12.5 KG');
    expect(formatQuantity(20)).toBe('20');
    expect(formatQuantity(0.1 + 0.2, 'LTR')).toBe('0.3 LTR');
    expect(formatQuantity(0.005)).toBe('0.005');
    expect(formatQuantity(-1000.25)).toBe('-1,000.25');
    expect(formatQuantity(123456789.123)).toBe('12,34,56,789.123');
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(-0.0001)).toBe('0');
    expect(formatQuantity(Number.NaN)).toBe('');
  });
});
