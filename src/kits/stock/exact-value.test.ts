import { describe, expect, it } from 'vitest';
import { multiplyByQuantity } from '../../lib/money/money-arithmetic';
import { ExactValue } from './exact-value';

describe('ExactValue', () => {
  it('rounds only the total, half away from zero', () => {
    const value = new ExactValue();
    value.add(1001, 500); // 500.5 paise
    expect(value.paise()).toBe(501);
    value.add(1, -1000);
    expect(value.paise()).toBe(500); // 499.5 → 500
    const negative = new ExactValue();
    negative.add(1001, -500);
    expect(negative.paise()).toBe(-501);
    expect(new ExactValue().paise()).toBe(0);
  });

  it('agrees with multiplyByQuantity for one product', () => {
    for (const [rate, milli] of [
      [12345, 1005],
      [333, 125],
      [99_999_999_999, 999_999],
      [7, 1],
    ] as const) {
      const value = new ExactValue();
      value.add(rate, milli);
      expect(value.paise()).toBe(multiplyByQuantity(rate, milli / 1000));
    }
  });

  it('stays exact beyond the safe integers', () => {
    const value = new ExactValue();
    value.add(99_999_999_999, 9_000_000_000); // 8.99…e20
    value.add(99_999_999_999, 9_000_000_000);
    value.add(1, 1);
    expect(BigInt(value.paise())).toBe(BigInt(Number(1_799_999_999_982_000_000n)));
    const cancelling = new ExactValue();
    cancelling.add(10_000_000, 1e12); // 1e19: BigInt from here on
    cancelling.add(3, 500);
    cancelling.add(10_000_000, -1e12);
    expect(cancelling.paise()).toBe(2); // exactly 1.5 paise → 2
    const average = new ExactValue();
    average.add(10_000, Number.MAX_SAFE_INTEGER);
    average.add(20_000, Number.MAX_SAFE_INTEGER);
    expect(average.dividedBy(2 * Number.MAX_SAFE_INTEGER)).toBe(15_000);
  });

  it('divides into a weighted average rate', () => {
    const value = new ExactValue();
    value.add(10_000, 1000); // 1 unit at 100.00
    value.add(10_001, 2000); // 2 units at 100.01
    expect(value.dividedBy(3000)).toBe(10_001); // 100.00666… → 100.01
  });
});
