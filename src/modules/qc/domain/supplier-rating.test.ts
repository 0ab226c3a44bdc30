import fc from 'fast-check';
import { gradeOf, rateSuppliers, supplierScore } from './supplier-rating';

const supplier = (supplierId: string, testedPaise: number, rectifiedPaise: number, rejectedPaise: number) => ({
  supplierId,
  supplierName: `Supplier ${supplierId}`,
  testedPaise,
  rectifiedPaise,
  rejectedPaise,
});

describe('supplier rating', () => {
  it('scores accepted in full and rectified at half: 100 tested, 5 rejected, 10 rectified → 90', () => {
    expect(supplierScore(10_000, 1_000, 500)).toBe(90);
    expect(gradeOf(90)).toBe('B');
    expect(supplierScore(3, 0, 1)).toBe(66.7);
    expect([gradeOf(95), gradeOf(94.9), gradeOf(85), gradeOf(70), gradeOf(69.9)]).toEqual(['A', 'B', 'B', 'C', 'D']);
  });

  it('ranks by score, then tested value; ties share a rank (competition ranking)', () => {
    const rows = rateSuppliers([
      supplier('S1', 1000, 0, 0),
      supplier('S2', 5000, 0, 0),
      supplier('S3', 1000, 0, 0),
      supplier('S4', 1000, 0, 500),
      supplier('S1', 0, 0, 0),
    ]);
    expect(rows.map((row) => [row.supplierId, row.rank, row.score, row.grade])).toEqual([
      ['S2', 1, 100, 'A'],
      ['S1', 2, 100, 'A'],
      ['S3', 2, 100, 'A'],
      ['S4', 4, 50, 'D'],
    ]);
    expect(rows[1]!.lots).toBe(2);
  });

  it('keeps the score within 0..100 and more rejection never raises it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat(), fc.nat(), fc.nat(), (tested, a, b, c) => {
        const rectified = a % (tested + 1);
        const rejected = b % (tested - rectified + 1);
        const more = Math.min(tested - rectified, rejected + (c % (tested + 1)));
        const score = supplierScore(tested, rectified, rejected);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(supplierScore(tested, rectified, more)).toBeLessThanOrEqual(score);
      }),
    );
  });
});
