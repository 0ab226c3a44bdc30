import { allocate } from './money-allocate';
import { applyPercent, divideByQuantity, multiplyByQuantity, roundToRupee } from './money-arithmetic';

describe('quantity and percent', () => {
  it('multiplies by quantities with up to three decimals exactly, then rounds', () => {
    expect(multiplyByQuantity(1999, 3)).toBe(5997);
    expect(multiplyByQuantity(1001, 1.5)).toBe(1502); // 1501.5 → 1502
    expect(multiplyByQuantity(-1001, 1.5)).toBe(-1502);
    expect(multiplyByQuantity(333, 0.125)).toBe(42); // 41.625
    expect(multiplyByQuantity(12345, 1.005)).toBe(12407); // 12406.725
    expect(multiplyByQuantity(100, 0)).toBe(0);
    expect(multiplyByQuantity(99_999_999_999, 999.999)).toBe(99_999_899_999_000);
    expect(() => multiplyByQuantity(10.5, 1)).toThrow(RangeError);
    expect(() => multiplyByQuantity(10, Number.NaN)).toThrow(RangeError);
  });

  it('applies percentages with up to four decimals exactly, then rounds', () => {
    expect(applyPercent(50008, 10)).toBe(5001); // 5000.8
    expect(applyPercent(5, 18)).toBe(1); // 0.9
    expect(applyPercent(25, 10)).toBe(3); // 2.5 → 3
    expect(applyPercent(-25, 10)).toBe(-3);
    expect(applyPercent(123450, 12.5)).toBe(15431); // 15431.25
    expect(applyPercent(1_000_000, 0.0125)).toBe(125);
    expect(applyPercent(100, 0)).toBe(0);
    expect(applyPercent(99_999_999_999, 100)).toBe(99_999_999_999);
    expect(() => applyPercent(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('allocate by largest remainder', () => {
  it('shares without losing a paisa', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(1000, [0.5, 0.25, 0.25])).toEqual([500, 250, 250]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(5, [1, 2, 2])).toEqual([1, 2, 2]);
    expect(allocate(1, [1, 1])).toEqual([1, 0]);
    expect(allocate(7, [0, 0])).toEqual([4, 3]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(0, [])).toEqual([]);
  });

  it('refuses what cannot be shared', () => {
    expect(() => allocate(5, [])).toThrow(RangeError);
    expect(() => allocate(5, [1, -1])).toThrow(RangeError);
    expect(() => allocate(5.5, [1])).toThrow(RangeError);
  });
});

describe('divideByQuantity', () => {
  it('gives the price of one piece, exact and rounded half away from zero', () => {
    expect(divideByQuantity(120_000, 12)).toBe(10_000);
    expect(divideByQuantity(100, 3)).toBe(33);
    expect(divideByQuantity(200, 3)).toBe(67);
    expect(divideByQuantity(-200, 3)).toBe(-67);
    expect(divideByQuantity(1_000, 0.5)).toBe(2_000);
    expect(divideByQuantity(1, 2)).toBe(1);
    expect(() => divideByQuantity(100, 0)).toThrow('must not be zero');
  });
});

describe('roundToRupee', () => {
  it('rounds to the nearest whole rupee, half away from zero', () => {
    expect([roundToRupee(150), roundToRupee(149), roundToRupee(-150), roundToRupee(-149), roundToRupee(76403)]).toEqual(
      [200, 100, -200, -100, 76400],
    );
  });
});
