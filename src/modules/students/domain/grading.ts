/**
 * Grades and percentages of the marks desk: the CBSE 8-point scale and the exact rounding of a
 * percentage. Pure; no React. Marks carry at most two decimals (marks-rules.ts refuses more), so every sum and
 * comparison here is done in whole hundredths of a mark: integers, exact, free of 0.1 + 0.2 drift.
 */

/** A grade of the CBSE 8-point scale. */
export type CbseGrade = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'D' | 'E';

/**
 * The CBSE 8-point scale, best first, each grade with the lowest percentage that earns it. CBSE prints the bands on
 * whole marks (A1 91–100, A2 81–90, B1 71–80, B2 61–70, C1 51–60, C2 41–50, D 33–40, E below 33: "32 and below"),
 * which leaves the fractions between two bands (90.5) unplaced. We read each band from its lower bound up to the next
 * band's lower bound, so the scale is contiguous and "E below 33" holds to the letter:
 *   A1  91.00 ≤ p            (up to 100; a percentage above 100 is still A1)
 *   A2  81.00 ≤ p < 91.00    (90.99 is A2, not A1)
 *   B1  71.00 ≤ p < 81.00
 *   B2  61.00 ≤ p < 71.00
 *   C1  51.00 ≤ p < 61.00
 *   C2  41.00 ≤ p < 51.00
 *   D   33.00 ≤ p < 41.00    (33.00 is D: the pass grade starts exactly at 33)
 *   E             p < 33.00  (32.99 is E)
 * p is the percentage as printed (two decimals, see percentOf), so the grade always agrees with the printed figure.
 */
export const CBSE_SCALE: ReadonlyArray<{ grade: CbseGrade; from: number }> = [
  { grade: 'A1', from: 91 },
  { grade: 'A2', from: 81 },
  { grade: 'B1', from: 71 },
  { grade: 'B2', from: 61 },
  { grade: 'C1', from: 51 },
  { grade: 'C2', from: 41 },
  { grade: 'D', from: 33 },
  { grade: 'E', from: Number.NEGATIVE_INFINITY },
];

/** What a report card prints instead of a grade for a subject (or a whole exam) the pupil was absent from. */
export const ABSENT_GRADE = 'AB';

/**
 * A mark (or a sum of marks) in whole hundredths: 12.5 → 1250. Exact for figures with at most two decimals, which is
 * all marks-rules.ts lets through; a figure with more is rounded to the nearest hundredth (as Math.round does).
 */
export const hundredthsOf = (value: number): number => Math.round(value * 100);

/**
 * The percentage `marks` is of `maxMarks`, rounded to two decimals, half up: 2 of 3 → 66.67, 1 of 32 (3.125) →
 * 3.13, 45.5 of 80 → 56.88 (56.875). Exact, because the division is done on integers: hundredths of a mark × 10,000
 * ÷ hundredths of the maximum gives hundredths of a percent, rounded half up (floor(x + ½)), then ÷ 100.
 * Marks above the maximum give more than 100; negative marks a negative percentage (both refused earlier, by
 * marks-rules.ts). A maximum of zero or less has no percentage: RangeError.
 */
export function percentOf(marks: number, maxMarks: number): number {
  const max = hundredthsOf(maxMarks);
  if (!(max > 0)) throw new RangeError(`A percentage needs a maximum above zero, got ${maxMarks}`);
  const basisPoints = Math.floor((2 * hundredthsOf(marks) * 10_000 + max) / (2 * max));
  return basisPoints / 100;
}

/** The CBSE grade of a percentage as printed (see CBSE_SCALE for the exact bands); NaN has none: RangeError. */
export function gradeOf(percent: number): CbseGrade {
  if (Number.isNaN(percent)) throw new RangeError('A grade needs a percentage, got NaN');
  const basisPoints = hundredthsOf(percent);
  return CBSE_SCALE.find((band) => basisPoints >= band.from * 100)!.grade;
}

/** The grade of marks out of a maximum: the grade of their percentage rounded as percentOf rounds it. */
export const gradeOfMarks = (marks: number, maxMarks: number): CbseGrade => gradeOf(percentOf(marks, maxMarks));
