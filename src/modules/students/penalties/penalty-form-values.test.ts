import type { PenaltyHead } from '../domain/student-records';
import { daysOf, EMPTY_PENALTY, penaltySchema, type PenaltyValues } from './penalty-form-values';

const heads: PenaltyHead[] = [
  { code: 'LFEE', reason: 'Late payment of fees', category: 'FEES', amount: 20, perDay: true, active: true },
  { code: 'LOST', reason: 'Lost library book', category: 'LIBRARY', amount: 150, perDay: false, active: true },
];
const issues = (values: PenaltyValues) =>
  penaltySchema(heads)
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('penaltySchema', () => {
  it('asks for the pupil and the penalty', () => {
    expect(issues(EMPTY_PENALTY)).toEqual([
      ['admissionNo', 'Choose the pupil'],
      ['penalty', 'Choose the penalty'],
    ]);
  });

  it('asks a per-day penalty for its days, a whole number in range', () => {
    const values = { ...EMPTY_PENALTY, admissionNo: 'A1', penalty: 'LFEE' };
    expect(issues({ ...values, days: ' ' })).toEqual([['days', 'Give the days']]);
    expect(issues({ ...values, days: '1.5' })).toEqual([['days', 'Give the days as a whole number from 1 to 365']]);
    expect(issues({ ...values, days: '3' })).toBeUndefined();
  });
});

describe('daysOf', () => {
  it('reads the days of a per-day penalty only', () => {
    expect(daysOf({ penalty: 'LFEE', days: '3' }, heads)).toBe(3);
    expect(daysOf({ penalty: 'LOST', days: '' }, heads)).toBe(1);
  });
});
