import { chargedDays, penaltyAmount, penaltyPending, penaltyProblems, penaltyState } from './penalty-rules';
import type { PenaltyHead } from './student-records';

const LATE: PenaltyHead = {
  code: 'LATE',
  reason: 'Late arrival',
  category: 'DISCIPLINE',
  amount: 50,
  perDay: false,
  active: true,
};
const LFEE: PenaltyHead = {
  code: 'LFEE',
  reason: 'Late payment of fees',
  category: 'FEES',
  amount: 20.5,
  perDay: true,
  active: true,
};
const OLD: PenaltyHead = { ...LATE, code: 'OLD', active: false };
const heads = [LATE, LFEE, OLD];

describe('penalty rules', () => {
  it('charges the amount once, or for each day when the head is per day', () => {
    expect(penaltyAmount(LATE, 4)).toBe(5000);
    expect(chargedDays(LATE, 4)).toBe(1);
    expect(penaltyAmount(LFEE, 3)).toBe(6150);
  });

  it('refuses no pupil, an unknown or unused head and bad days for a per-day head', () => {
    expect(penaltyProblems({ admissionNo: 'A', penalty: 'LATE', days: 0, remarks: '' }, heads)).toEqual([]);
    expect(penaltyProblems({ admissionNo: '', penalty: 'OLD', days: 1, remarks: '' }, heads)).toEqual([
      { field: 'admissionNo', message: 'Choose the pupil' },
      { field: 'penalty', message: 'There is no penalty OLD in use' },
    ]);
    expect(penaltyProblems({ admissionNo: 'A', penalty: 'LFEE', days: 1.5, remarks: '' }, heads)).toEqual([
      { field: 'days', message: 'Give the days as a whole number from 1 to 365' },
    ]);
    expect(
      penaltyProblems({ admissionNo: 'A', penalty: '', days: 1, remarks: 'x'.repeat(201) }, heads).map(
        (problem) => problem.field,
      ),
    ).toEqual(['penalty', 'remarks']);
  });

  it('is given, part paid or paid by what the receipts settled; a cancelled one owes nothing', () => {
    const given = { status: 'OPEN' as const, amount: 150 };
    expect(penaltyState(given, 0)).toBe('GIVEN');
    expect(penaltyState(given, 5000)).toBe('PART-PAID');
    expect(penaltyState(given, 15000)).toBe('PAID');
    expect(penaltyPending(given, 5000)).toBe(10000);
    expect(penaltyPending(given, 20000)).toBe(0);
    expect(penaltyState({ ...given, status: 'CANCELLED' }, 0)).toBe('CANCELLED');
    expect(penaltyPending({ ...given, status: 'CANCELLED' }, 0)).toBe(0);
  });
});
