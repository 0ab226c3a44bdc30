import { toPaise } from '../../../lib/money/money';
import { esiOf, pfOf, slabAmount } from './pay-statutory';
import { prorateToRupee, upToRupee } from './pay-rounding';
import { contextFor, ID } from './salary-test-fixtures';

const rupees = (paise: number) => paise / 100;

describe('PF', () => {
  it('below the ceiling: 12 % of the wages, EPS 8.33 %, EPF the rest', () => {
    // Wages 11,200: employee 12 % = 1,344; EPS 8.33 % = 932.96 → 933; EPF = 1,344 − 933 = 411.
    const pf = pfOf(toPaise(11_200));
    expect([pf.capped, pf.employee, pf.eps, pf.epf].map(rupees)).toEqual([11_200, 1_344, 933, 411]);
  });

  it('above the ceiling: on ₹15,000 only, at most ₹1,800, EPS ₹1,250', () => {
    // Wages 22,400 → capped 15,000: 12 % = 1,800; EPS 8.33 % = 1,249.50 → 1,250 (the maximum); EPF 550.
    const pf = pfOf(toPaise(22_400));
    expect([pf.wages, pf.capped, pf.employee, pf.eps, pf.epf].map(rupees)).toEqual([22_400, 15_000, 1_800, 1_250, 550]);
  });

  it('rounds to the nearest rupee: wages 4,321.50 → 12 % = 518.58 → 519', () => {
    // EPS 8.33 % of 4,321.50 = 359.98 → 360; EPF 519 − 360 = 159.
    const pf = pfOf(toPaise(4_321.5));
    expect([pf.employee, pf.eps, pf.epf].map(rupees)).toEqual([519, 360, 159]);
  });

  it('rounds once, from the exact figure (never to the paisa first)', () => {
    // Wages 12,551: EPS 8.33 % = 1,045.4983 → 1,045 (1,045.50 to the paisa would wrongly give 1,046);
    // employee 12 % = 1,506.12 → 1,506; EPF 1,506 − 1,045 = 461.
    const pf = pfOf(toPaise(12_551));
    expect([pf.employee, pf.eps, pf.epf].map(rupees)).toEqual([1_506, 1_045, 461]);
  });

  it('at exactly the ceiling: 1,800, EPS 1,249.50 → 1,250, EPF 550; a month of no wages: nothing', () => {
    const pf = pfOf(toPaise(15_000));
    expect([pf.employee, pf.eps, pf.epf].map(rupees)).toEqual([1_800, 1_250, 550]);
    expect([pfOf(0).employee, pfOf(0).eps, pfOf(0).epf]).toEqual([0, 0, 0]);
  });
});

describe('ESI', () => {
  it('at the limit (a full-month gross of ₹21,000) the employee is covered', () => {
    // 0.75 % of 21,000 = 157.50 → up to 158; 3.25 % = 682.50 → up to 683.
    const esi = esiOf(toPaise(21_000), toPaise(21_000));
    expect([esi.covered, rupees(esi.employee), rupees(esi.employer)]).toEqual([true, 158, 683]);
  });

  it('above the limit nothing is deducted, even when the month earned less', () => {
    const esi = esiOf(toPaise(21_001), toPaise(15_000));
    expect([esi.covered, esi.employee, esi.employer]).toEqual([false, 0, 0]);
  });

  it('is on the earned gross, rounded up to the next rupee', () => {
    // Gross earned 12,345: 0.75 % = 92.5875 → 93 (up); 3.25 % = 401.2125 → 402 (up).
    const esi = esiOf(toPaise(18_000), toPaise(12_345));
    expect([rupees(esi.employee), rupees(esi.employer)]).toEqual([93, 402]);
    // Gross 13,467: 0.75 % = 101.0025 → 102 (up, from the exact figure: 101.00 to the paisa would give 101);
    // 3.25 % = 437.6775 → 438.
    const exact = esiOf(toPaise(13_467), toPaise(13_467));
    expect([rupees(exact.employee), rupees(exact.employer)]).toEqual([102, 438]);
    expect(upToRupee(10_001)).toBe(10_100);
    expect(upToRupee(10_000)).toBe(10_000);
  });
});

describe('professional tax slabs', () => {
  const april = contextFor('2026-04');
  const february = contextFor('2026-02');
  const pt = (context: typeof april, gross: number) =>
    rupees(slabAmount(context.slabs.get(ID.PT) ?? [], toPaise(gross), context.month));

  it('Maharashtra: 0 up to 7,500, 175 to 10,000, 200 above', () => {
    expect([7_500, 7_501, 10_000, 10_001, 50_000].map((gross) => pt(april, gross))).toEqual([0, 175, 175, 200, 200]);
  });

  it('the February slab: 300 in February above 10,000, the rest unchanged', () => {
    expect([7_000, 9_000, 12_000].map((gross) => pt(february, gross))).toEqual([0, 175, 300]);
  });

  it('only the company state slabs and the all-states ones apply', () => {
    const karnataka = contextFor('2026-04', 'Karnataka');
    expect([24_999, 25_000].map((gross) => pt(karnataka, gross))).toEqual([0, 200]);
    expect(karnataka.slabs.get(ID.SWF)).toHaveLength(2);
    expect(contextFor('2026-04', 'Goa').slabs.get(ID.PT)).toBeUndefined();
  });

  it('a base between two slabs takes the lower one (7,500.50 → 0)', () => {
    expect(pt(april, 7_500.5)).toBe(0);
  });
});

describe('proration', () => {
  it('rounds once, straight to the rupee', () => {
    // 25,000 × 29.5 / 30 = 24,583.33 → 24,583; 40 % HRA 10,000 × 29.5 / 30 = 9,833.33 → 9,833; 1,234.49... → 1,234.
    expect(rupees(prorateToRupee(toPaise(25_000), 29.5, 30))).toBe(24_583);
    expect(rupees(prorateToRupee(toPaise(10_000), 29.5, 30))).toBe(9_833);
    // 2,469 × 15 / 30 = 1,234.50 → 1,235 (half up), not 1,234.
    expect(rupees(prorateToRupee(toPaise(2_469), 15, 30))).toBe(1_235);
    expect(prorateToRupee(toPaise(2_469), 0, 30)).toBe(0);
  });
});
