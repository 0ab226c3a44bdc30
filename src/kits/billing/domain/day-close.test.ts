import { describe, expect, it } from 'vitest';
import type { Bill } from './bill-types';
import { cashDifference, dayCloseProblems, expectedCash, modeTotals } from './day-close';

const bill = (status: Bill['status'], tenders: Bill['tenders']) => ({ status, tenders }) as Bill;

describe('day close', () => {
  it('totals settled money per mode, split tenders in each mode, and the cash difference', () => {
    const modes = modeTotals([
      bill('SETTLED', [{ mode: 'CASH', amount: 500 }]),
      bill('SETTLED', [
        { mode: 'CASH', amount: 200.5 },
        { mode: 'UPI', amount: 100 },
      ]),
      bill('UNSETTLED', []),
    ]);
    expect(modes).toEqual([
      { mode: 'CASH', bills: 2, amount: 700.5 },
      { mode: 'UPI', bills: 1, amount: 100 },
    ]);
    expect(cashDifference(modes, 690)).toBe(-1050);
  });

  it('expects the cash taken less the cash refunded by sale returns', () => {
    const modes = [
      { mode: 'CASH' as const, bills: 2, amount: 700.5 },
      { mode: 'UPI' as const, bills: 1, amount: 100 },
    ];
    expect(expectedCash(modes, 120.25)).toBe(58025);
    expect(cashDifference(modes, 580.25, 120.25)).toBe(0);
    expect(cashDifference(modes, 580, 120.25)).toBe(-25);
  });

  it('refuses while tables or bills are open unless the manager confirms', () => {
    expect(dayCloseProblems(2, 1, false)).toEqual(['2 tables are still open.', '1 bill is not settled.']);
    expect(dayCloseProblems(2, 1, true)).toEqual([]);
    expect(dayCloseProblems(1, 0, false, 'order')).toEqual(['1 order is still open.']);
  });
});
