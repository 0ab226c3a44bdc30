import { describe, expect, it } from 'vitest';
import { advanceBalancePaise, advanceRecovery, balanceBeforeMonthPaise, monthEnd } from './advance-rules';
import { advanceRow } from './advance.fixture';
import type { AdvanceSkip } from './payroll-types';

const skip = (month: string): AdvanceSkip => ({ empno: 7, month, reason: 'Festival', by: 'STAFF', dat: '2025-05-01' });

// Employee 7: ₹10,000 on 10 Apr at ₹2,500 a month; May's salary recovered ₹2,500.
const given = advanceRow({ recordId: 1, advanceDebit: 10000, advanceCutOff: 2500 });
const mayRecovery = advanceRow({
  recordId: 2,
  seq: 'SPY2526-00001',
  dat: '2025-06-01',
  advanceCredit: 2500,
  month: '2025-05',
});

describe('advance balance and recovery', () => {
  it('month ends', () => {
    expect(monthEnd('2024-02')).toBe('2024-02-29');
    expect(monthEnd('2025-02')).toBe('2025-02-28');
    expect(monthEnd('2025-12')).toBe('2025-12-31');
  });

  it('balance = debits − credits of rows not cancelled', () => {
    // 10,000 − 2,500 = 7,500; a cancelled 3,000 advance does not count.
    const cancelled = advanceRow({ recordId: 3, advanceDebit: 3000, advanceCutOff: 1000, cancelled: true });
    expect(advanceBalancePaise([given, mayRecovery, cancelled], 7)).toBe(750_000);
    expect(advanceBalancePaise([given, mayRecovery], 8)).toBe(0);
  });

  it('the month recovers the cut-off while the balance allows', () => {
    expect(advanceRecovery([given], [], 7, '2025-04')).toBe(2500);
    // June: 10,000 − May's 2,500 = 7,500 owed; recovery 2,500.
    expect(advanceRecovery([given, mayRecovery], [], 7, '2025-06')).toBe(2500);
  });

  it("a month's own recovery, once credited, does not change that month's figure", () => {
    expect(balanceBeforeMonthPaise([given, mayRecovery], 7, '2025-05')).toBe(1_000_000);
    expect(advanceRecovery([given, mayRecovery], [], 7, '2025-05')).toBe(2500);
  });

  it('the last month recovers only what is left', () => {
    // 10,000 − 3 × 2,500 = 2,500 left then 1,000 repaid: 1,500 owed < 2,500 cut-off.
    const credits = ['2025-05', '2025-06', '2025-07'].map((month, index) =>
      advanceRow({ recordId: 10 + index, dat: `${month}-28`, advanceCredit: 2500, month }),
    );
    const repaid = advanceRow({ recordId: 20, dat: '2025-08-05', advanceCredit: 1000 });
    expect(advanceRecovery([given, ...credits, repaid], [], 7, '2025-08')).toBe(1500);
    expect(
      advanceRecovery(
        [
          given,
          ...credits,
          repaid,
          advanceRow({ recordId: 21, dat: '2025-09-28', advanceCredit: 1500, month: '2025-08' }),
        ],
        [],
        7,
        '2025-09',
      ),
    ).toBe(0);
  });

  it('a skipped month recovers nothing; the next month recovers again', () => {
    expect(advanceRecovery([given], [skip('2025-05')], 7, '2025-05')).toBe(0);
    expect(advanceRecovery([given], [skip('2025-05')], 7, '2025-06')).toBe(2500);
  });

  it('the latest advance with a balance sets the cut-off', () => {
    // A second ₹6,000 at ₹1,000 a month on 1 May: owed 16,000; its cut-off 1,000 applies.
    const second = advanceRow({ recordId: 5, dat: '2025-05-01', advanceDebit: 6000, advanceCutOff: 1000 });
    expect(advanceRecovery([given, second], [], 7, '2025-05')).toBe(1000);
    // In April the second advance was not yet given.
    expect(advanceRecovery([given, second], [], 7, '2025-04')).toBe(2500);
  });

  it('paise survive: ₹1,000.55 at ₹333.35 a month', () => {
    const odd = advanceRow({ advanceDebit: 1000.55, advanceCutOff: 333.35 });
    const paid = [1, 2, 3].map((n) =>
      advanceRow({ recordId: 10 + n, dat: `2025-0${4 + n}-28`, advanceCredit: 333.35, month: `2025-0${4 + n}` }),
    );
    // 1,000.55 − 3 × 333.35 = 0.50.
    expect(advanceRecovery([odd, ...paid], [], 7, '2025-08')).toBe(0.5);
  });
});
