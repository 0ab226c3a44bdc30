import { CBSE_SCALE, gradeOf, gradeOfMarks, hundredthsOf, percentOf } from './grading';

describe('percentOf', () => {
  it('rounds to two decimals, half up', () => {
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(1, 32)).toBe(3.13);
    expect(percentOf(45.5, 80)).toBe(56.88);
    expect(percentOf(17, 20)).toBe(85);
    expect(percentOf(0, 80)).toBe(0);
    expect(percentOf(80, 80)).toBe(100);
  });

  it('is exact where floating point drifts', () => {
    // 0.1 + 0.2 = 0.30000000000000004 and 0.29 × 100 = 28.999999999999996 in floating point.
    expect(percentOf(0.1 + 0.2, 1)).toBe(30);
    expect(percentOf(0.29, 1)).toBe(29);
    expect(percentOf(332.45, 560)).toBe(59.37);
  });

  it('refuses a maximum of zero or less', () => {
    expect(() => percentOf(5, 0)).toThrow(RangeError);
    expect(() => percentOf(5, -20)).toThrow(RangeError);
  });
});

describe('gradeOf: the CBSE 8-point scale', () => {
  it('places every band’s edges as the comment states', () => {
    const edges: Array<[number, string]> = [
      [100, 'A1'],
      [91, 'A1'],
      [90.99, 'A2'],
      [90.5, 'A2'],
      [81, 'A2'],
      [80.99, 'B1'],
      [71, 'B1'],
      [70.99, 'B2'],
      [61, 'B2'],
      [60.99, 'C1'],
      [51, 'C1'],
      [50.99, 'C2'],
      [41, 'C2'],
      [40.99, 'D'],
      [33, 'D'],
      [32.99, 'E'],
      [0, 'E'],
    ];
    for (const [percent, grade] of edges) expect([percent, gradeOf(percent)]).toEqual([percent, grade]);
  });

  it('grades what is outside 0–100 by the nearest band and refuses NaN', () => {
    expect(gradeOf(104)).toBe('A1');
    expect(gradeOf(-3)).toBe('E');
    expect(() => gradeOf(Number.NaN)).toThrow(RangeError);
  });

  it('grades marks by the printed percentage, so the two never disagree', () => {
    // 72.8 of 80 is 91.00 exactly; 72.79 of 80 is 90.9875 → printed 90.99 → A2.
    expect(gradeOfMarks(72.8, 80)).toBe('A1');
    expect(gradeOfMarks(72.79, 80)).toBe('A2');
    // 26.4 of 80 is 33.00: the first pass grade. 6.6 of 20 is 33.00 too; 6.5 is 32.50 → E.
    expect(gradeOfMarks(26.4, 80)).toBe('D');
    expect(gradeOfMarks(6.6, 20)).toBe('D');
    expect(gradeOfMarks(6.5, 20)).toBe('E');
  });

  it('lists eight grades, best first, with falling lower bounds', () => {
    expect(CBSE_SCALE.map((band) => band.grade)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D', 'E']);
    const bounds = CBSE_SCALE.map((band) => band.from);
    expect([...bounds].sort((a, b) => b - a)).toEqual(bounds);
  });
});

describe('hundredthsOf', () => {
  it('turns marks with two decimals into whole hundredths', () => {
    expect([hundredthsOf(12.5), hundredthsOf(0.29), hundredthsOf(19.99), hundredthsOf(0)]).toEqual([1250, 29, 1999, 0]);
  });
});
