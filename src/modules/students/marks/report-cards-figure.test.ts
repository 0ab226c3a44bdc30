import { benchClass, reportCardsFigure } from './report-cards-figure';

describe('reportCardsFigure', () => {
  it('makes a card for each of the 60 pupils, 7 subjects each, ranked 1 … with absences marked', () => {
    const { cards, ms } = reportCardsFigure(60, 7);
    expect(cards).toHaveLength(60);
    expect(cards.every((card) => card.subjects.length === 7)).toBe(true);
    expect(Math.min(...cards.map((card) => card.rank))).toBe(1);
    expect(cards.some((card) => card.subjects.some((line) => line.absent && line.grade === 'AB'))).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(0);
  });

  it('builds the class deterministically', () => {
    expect(benchClass(5, 2)).toEqual(benchClass(5, 2));
  });
});
