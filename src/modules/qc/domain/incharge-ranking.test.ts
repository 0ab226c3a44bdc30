import { rankIncharges } from './incharge-ranking';

describe('in-charge ranking', () => {
  it('ranks by pass rate over all tests, then by samples; ties share a rank', () => {
    const ranks = rankIncharges([
      { incharge: 'Ravi', samplesCollected: 50, rejected: 2, rectifiedQty: 1 },
      { incharge: 'Ravi', samplesCollected: 50, rejected: 0, rectifiedQty: 0 },
      { incharge: 'Meena', samplesCollected: 20, rejected: 0, rectifiedQty: 0 },
      { incharge: 'Arun', samplesCollected: 40, rejected: 0, rectifiedQty: 2 },
      { incharge: 'Joseph', samplesCollected: 20, rejected: 0, rectifiedQty: 0 },
      { incharge: 'Kiran', samplesCollected: 10, rejected: 5, rectifiedQty: 0 },
    ]);
    expect(ranks.map((row) => [row.rank, row.incharge, row.passRate, row.samples, row.tests])).toEqual([
      [1, 'Arun', 100, 40, 1],
      [2, 'Joseph', 100, 20, 1],
      [2, 'Meena', 100, 20, 1],
      [4, 'Ravi', 98, 100, 2],
      [5, 'Kiran', 50, 10, 1],
    ]);
    expect(ranks[3]).toMatchObject({ rejected: 2, rectified: 1 });
  });
  it('names tests without an in-charge and gives nothing for no tests', () => {
    expect(rankIncharges([])).toEqual([]);
    expect(rankIncharges([{ incharge: '', samplesCollected: 3, rejected: 1, rectifiedQty: 0 }])[0]).toMatchObject({
      incharge: '(no in-charge)',
      passRate: 66.67,
    });
  });
});
