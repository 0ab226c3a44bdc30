/**
 * Process in-charges ranked by their approved process tests (qcinchargewiserankings), pure: pass rate =
 * (samples − rejected) / samples over all their tests; then the samples (volume) break ties; equal on both share a
 * rank (competition ranking: 1, 1, 3).
 */
export interface InchargeTest {
  incharge: string;
  samplesCollected: number;
  rejected: number;
  rectifiedQty: number;
}

export interface InchargeRank {
  rank: number;
  incharge: string;
  tests: number;
  samples: number;
  rejected: number;
  rectified: number;
  /** Percent with two decimals. */
  passRate: number;
}

export function rankIncharges(tests: readonly InchargeTest[]): InchargeRank[] {
  const byName = new Map<string, { tests: number; samples: number; rejected: number; rectified: number }>();
  for (const test of tests) {
    const name = test.incharge || '(no in-charge)';
    const sum = byName.get(name) ?? { tests: 0, samples: 0, rejected: 0, rectified: 0 };
    sum.tests += 1;
    sum.samples += Math.round(test.samplesCollected * 1000);
    sum.rejected += Math.round(test.rejected * 1000);
    sum.rectified += Math.round(test.rectifiedQty * 1000);
    byName.set(name, sum);
  }
  const rows = [...byName].map(([incharge, sum]) => ({
    incharge,
    tests: sum.tests,
    samples: sum.samples / 1000,
    rejected: sum.rejected / 1000,
    rectified: sum.rectified / 1000,
    passRate: sum.samples > 0 ? Math.round(((sum.samples - sum.rejected) * 10000) / sum.samples) / 100 : 0,
  }));
  rows.sort((a, b) => b.passRate - a.passRate || b.samples - a.samples || a.incharge.localeCompare(b.incharge));
  return rows.map((row, index) => {
    const first = rows.findIndex((other) => other.passRate === row.passRate && other.samples === row.samples);
    return { rank: first === -1 ? index + 1 : first + 1, ...row };
  });
}
