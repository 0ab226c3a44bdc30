import fc from 'fast-check';
import { fromPaise, MAX_AMOUNT_PAISE, toPaise } from './money';
import { allocate } from './money-allocate';
import { decimalOf, roundDecimal } from './money-decimal';
import { applyPercent, multiplyByQuantity } from './money-arithmetic';
import { formatMoney, formatMoneyWithSign } from './money-format';
import { parseMoney } from './money-parse';

const anyPaise = fc.integer({ min: -MAX_AMOUNT_PAISE, max: MAX_AMOUNT_PAISE });
const safePaise = fc.maxSafeInteger().map((value) => (value === 0 ? 0 : Math.max(value, -Number.MAX_SAFE_INTEGER)));
/** Up to 15 significant digits: every such rupee number is exact as a double's shortest text. */
const wirePaise = fc.integer({ min: -(10 ** 15 - 1), max: 10 ** 15 - 1 }).map((value) => (value === 0 ? 0 : value));
/** Quantities with up to three decimals, percents with up to four. */
const quantity = fc.integer({ min: 0, max: 9_999_999 }).map((milli) => milli / 1000);
const percent = fc.integer({ min: 0, max: 1_000_000 }).map((tenThousandths) => tenThousandths / 10_000);

/** toPaise's exact path alone: the number's shortest decimal text rounded half away from zero at the second decimal. */
const exactPaise = (rupees: number) => {
  const decimal = decimalOf(rupees);
  return decimal ? Number(roundDecimal(decimal, 2)) || 0 : 0;
};

describe('money properties', () => {
  it("toPaise's fast path gives the exact path's answer: any double, amounts of up to 4 decimals, and sums of two-decimal amounts", () => {
    const fourDecimals = fc
      .integer({ min: -(10 ** 13), max: 10 ** 13 })
      .map((tenThousandths) => tenThousandths / 10_000);
    const sums = fc.tuple(wirePaise, wirePaise).map(([a, b]) => a / 100 + b / 100);
    const doubles = fc.double({ min: -1e12, max: 1e12, noNaN: true });
    fc.assert(
      fc.property(fc.oneof(fourDecimals, sums, doubles), (rupees) => {
        expect(toPaise(rupees)).toBe(exactPaise(rupees));
      }),
      { numRuns: 20_000 },
    );
    for (const edge of [1.005, -0.025, 0.1 + 0.2, 2.675, 1e-7, -1e-7, 0.005, 99_999_999_999.99])
      expect(toPaise(edge)).toBe(exactPaise(edge));
  });

  it('parse(format(p)) is p for every amount in bounds (with and without the sign)', () => {
    fc.assert(
      fc.property(anyPaise, (paise) => {
        expect(parseMoney(formatMoney(paise))).toEqual({ ok: true, paise });
        expect(parseMoney(formatMoneyWithSign(paise))).toEqual({ ok: true, paise });
      }),
    );
  });

  it('the round trip holds for any safe integer when unbounded', () => {
    fc.assert(
      fc.property(safePaise, (paise) => {
        expect(parseMoney(formatMoney(paise), { max: Number.MAX_SAFE_INTEGER })).toEqual({ ok: true, paise });
      }),
    );
  });

  it('the wire round trip toPaise(fromPaise(p)) is p', () => {
    fc.assert(
      fc.property(wirePaise, (paise) => {
        expect(toPaise(fromPaise(paise))).toBe(paise);
      }),
    );
  });

  it('allocated parts are integers that sum exactly to the total', () => {
    fc.assert(
      fc.property(
        anyPaise,
        fc.array(
          fc.integer({ min: 0, max: 1_000_000 }).map((w) => w / 100),
          { minLength: 1, maxLength: 20 },
        ),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.every(Number.isSafeInteger)).toBe(true);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          expect(parts.every((part) => (total < 0 ? part <= 0 : part >= 0))).toBe(true);
        },
      ),
    );
  });

  it('percent and quantity results are integers, monotonic, and mirror on the sign', () => {
    fc.assert(
      fc.property(anyPaise, anyPaise, percent, quantity, (a, b, rate, count) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(Number.isSafeInteger(applyPercent(a, rate))).toBe(true);
        expect(Number.isSafeInteger(multiplyByQuantity(a, count))).toBe(true);
        expect(applyPercent(low, rate)).toBeLessThanOrEqual(applyPercent(high, rate));
        expect(multiplyByQuantity(low, count)).toBeLessThanOrEqual(multiplyByQuantity(high, count));
        expect(applyPercent(-a, rate)).toBe(-applyPercent(a, rate) || 0);
        expect(multiplyByQuantity(-a, count)).toBe(-multiplyByQuantity(a, count) || 0);
        expect(Math.abs(applyPercent(a, rate) - (a * rate) / 100)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.abs(a));
      }),
    );
  });

  it('a bigger percent or quantity never gives a smaller result on a positive amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_PAISE }), percent, percent, (amount, x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        expect(applyPercent(amount, low)).toBeLessThanOrEqual(applyPercent(amount, high));
        expect(multiplyByQuantity(amount, low)).toBeLessThanOrEqual(multiplyByQuantity(amount, high));
      }),
    );
  });
});
