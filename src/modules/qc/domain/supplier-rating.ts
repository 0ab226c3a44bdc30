/**
 * Supplier rating from goods-receipt quality control (pure): per supplier over a period, by value (quantity × the
 * receipt's rate, so units mix safely): score = 100 × (accepted + ½ rectified) ÷ tested, where accepted = tested −
 * rejected − rectified; grade A ≥ 95, B ≥ 85, C ≥ 70, D below; ranked by score, then by tested value (competition
 * ranking: ties share a rank and the next rank skips).
 */
export interface RatingInput {
  supplierId: string;
  supplierName: string;
  testedPaise: number;
  rectifiedPaise: number;
  rejectedPaise: number;
}

export type Grade = 'A' | 'B' | 'C' | 'D';

export interface SupplierRating {
  rank: number;
  supplierId: string;
  supplierName: string;
  lots: number;
  testedPaise: number;
  acceptedPaise: number;
  rectifiedPaise: number;
  rejectedPaise: number;
  /** 0 to 100, one decimal. */
  score: number;
  grade: Grade;
}

/** The score of one supplier's totals, one decimal, within 0..100 (nothing tested scores 100: nothing went wrong). */
export function supplierScore(testedPaise: number, rectifiedPaise: number, rejectedPaise: number): number {
  if (testedPaise <= 0) return 100;
  const rejected = Math.min(Math.max(rejectedPaise, 0), testedPaise);
  const rectified = Math.min(Math.max(rectifiedPaise, 0), testedPaise - rejected);
  const accepted = testedPaise - rejected - rectified;
  // In tenths of a point, from integers: 1000 × (2 accepted + rectified) ÷ (2 tested).
  return Math.round(((2 * accepted + rectified) * 500) / testedPaise) / 10;
}

export function gradeOf(score: number): Grade {
  if (score >= 95) return 'A';
  if (score >= 85) return 'B';
  if (score >= 70) return 'C';
  return 'D';
}

/** The rating of every supplier with something tested in the results given, best first. */
export function rateSuppliers(results: readonly RatingInput[]): SupplierRating[] {
  const bySupplier = new Map<
    string,
    { name: string; lots: number; tested: number; rectified: number; rejected: number }
  >();
  for (const result of results) {
    const sum = bySupplier.get(result.supplierId) ?? {
      name: result.supplierName,
      lots: 0,
      tested: 0,
      rectified: 0,
      rejected: 0,
    };
    sum.lots += 1;
    sum.tested += result.testedPaise;
    sum.rectified += result.rectifiedPaise;
    sum.rejected += result.rejectedPaise;
    bySupplier.set(result.supplierId, sum);
  }
  const rows = [...bySupplier]
    .filter(([, sum]) => sum.tested > 0)
    .map(([supplierId, sum]) => {
      const score = supplierScore(sum.tested, sum.rectified, sum.rejected);
      return {
        supplierId,
        supplierName: sum.name,
        lots: sum.lots,
        testedPaise: sum.tested,
        acceptedPaise: sum.tested - sum.rejected - sum.rectified,
        rectifiedPaise: sum.rectified,
        rejectedPaise: sum.rejected,
        score,
        grade: gradeOf(score),
      };
    })
    .sort((a, b) => b.score - a.score || b.testedPaise - a.testedPaise || a.supplierName.localeCompare(b.supplierName));
  return rows.map((row) => ({
    ...row,
    rank:
      1 +
      rows.filter(
        (other) => other.score > row.score || (other.score === row.score && other.testedPaise > row.testedPaise),
      ).length,
  }));
}
