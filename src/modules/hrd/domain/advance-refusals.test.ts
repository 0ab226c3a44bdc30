import { describe, expect, it } from 'vitest';
import { advanceRefusal, advanceRefusalField, cancelRefusal, recoveredOf, skipRefusal } from './advance-refusals';
import { advanceRow } from './advance.fixture';

describe('advance refusals', () => {
  it('amount and cut-off', () => {
    expect(advanceRefusal(0, 100)?.field).toBe('advanceDebit');
    expect(advanceRefusal(-500, 100)?.field).toBe('advanceDebit');
    expect(advanceRefusal(1_000_000, 0)?.field).toBe('advanceCutOff');
    expect(advanceRefusal(1_000_000, 1_000_001)).toEqual({
      field: 'advanceCutOff',
      message: 'The monthly cut-off ₹10,000.01 is more than the advance ₹10,000.00.',
    });
    // A cut-off equal to the advance recovers it in one month: allowed.
    expect(advanceRefusal(1_000_000, 1_000_000)).toBeNull();
  });

  it('skipping needs a recovery due and a reason', () => {
    const given = advanceRow({ advanceDebit: 5000, advanceCutOff: 1000 });
    expect(skipRefusal([given], [], 7, '2025-05', 'Festival')).toBeNull();
    expect(skipRefusal([given], [], 7, '2025-05', ' ')?.field).toBe('reason');
    expect(skipRefusal([given], [], 7, '2025-03', 'x')?.message).toBe(
      'No advance recovery is due in 2025-03: nothing to skip.',
    );
    expect(
      skipRefusal([given], [{ empno: 7, month: '2025-05', reason: 'a', by: 'X', dat: '2025-05-01' }], 7, '2025-05', 'x')
        ?.field,
    ).toBe('month');
    expect(skipRefusal([given], [], 8, '2025-05', 'x')?.field).toBe('month');
  });

  it('credits settle the oldest advance first; only an unrecovered advance is cancelled', () => {
    // 5,000 (Apr) and 3,000 (May); 2,000 recovered: all of it against April's.
    const april = advanceRow({ recordId: 1, advanceDebit: 5000, advanceCutOff: 1000 });
    const may = advanceRow({
      recordId: 2,
      seq: 'ADV2526-00002',
      dat: '2025-05-02',
      advanceDebit: 3000,
      advanceCutOff: 1000,
    });
    const credit = advanceRow({ recordId: 3, dat: '2025-05-31', advanceCredit: 2000, month: '2025-05' });
    expect(recoveredOf([april, may, credit], april)).toBe(200_000);
    expect(recoveredOf([april, may, credit], may)).toBe(0);
    expect(cancelRefusal([april, may, credit], may, 'Entered twice')).toBeNull();
    expect(cancelRefusal([april, may, credit], april, 'x')?.message).toBe(
      '₹2,000.00 of advance ADV2526-00001 is already recovered: it cannot be cancelled.',
    );
    // 6,000 recovered: April's fully, May's 1,000.
    const more = advanceRow({ recordId: 4, dat: '2025-06-30', advanceCredit: 4000, month: '2025-06' });
    expect(recoveredOf([april, may, credit, more], may)).toBe(100_000);
    expect(cancelRefusal([april, may], may, '')?.field).toBe('reason');
  });

  it('refusal words map to their field', () => {
    expect(advanceRefusalField('The monthly cut-off ₹10.00 is more than the advance ₹5.00.')).toBe('advanceCutOff');
    expect(advanceRefusalField('Enter the advance, above zero.')).toBe('advanceDebit');
    expect(advanceRefusalField('Give the reason for skipping the recovery.')).toBe('reason');
    expect(advanceRefusalField('No advance recovery is due in 2025-03: nothing to skip.')).toBe('month');
  });
});
