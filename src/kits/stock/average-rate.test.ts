import { describe, expect, it } from 'vitest';
import { averageReceiptRates, financialYearStart } from './average-rate';
import { TransactionType } from './stock-row';
import { issued, receipt } from './stock-test-data';

describe('financialYearStart', () => {
  it('is the 1 April on or before the date', () => {
    expect(financialYearStart('2026-02-10')).toBe('2025-04-01');
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(financialYearStart('2026-12-31')).toBe('2026-04-01');
    expect(() => financialYearStart('10-02-2026')).toThrow(RangeError);
  });
});

describe('averageReceiptRates', () => {
  const rows = [
    receipt('ITM-0003', 'MAIN', '25033100001', '2025-03-31', 100, 50), // last year: left out
    receipt('ITM-0003', 'MAIN', '25040100001', '2025-04-01', 1, 100),
    // any store counts
    receipt('ITM-0003', 'KIT', '25040200001', '2025-04-02', 2, 100.01),
    // issues do not count
    issued('ITM-0003', 'MAIN', '25040100001', '2025-04-03', 1, 100),
    // nor transfers
    receipt('ITM-0003', 'KIT', '25040100001', '2025-04-03', 5, 1, { transactionType: TransactionType.TRANSFER_IN }),
    // after the date
    receipt('ITM-0003', 'MAIN', '25050100001', '2025-05-01', 9, 70),
    receipt('ITM-0001', 'MAIN', '25040100002', '2025-04-01', 0.333, 10.01),
    receipt('ITM-0001', 'MAIN', '25040100003', '2025-04-01', 0.667, 10.02),
  ];

  it('weighs each receipt by its quantity, exactly, rounding once half away from zero', () => {
    const rates = averageReceiptRates(rows, '2025-04-01', '2025-04-30');
    expect(rates.get('ITM-0003')).toBe(10_001); // (10000 + 2 × 10001) / 3 = 10000.67 → 10001 paise
    expect(rates.get('ITM-0001')).toBe(1002); // (0.333 × 1001 + 0.667 × 1002) = 1001.667 → 1002
    expect(rates.has('ITM-0005')).toBe(false);
  });

  it('keeps to the window and to the items asked for', () => {
    // (100 + 200.02 + 630) / 12 = 77.50166… → 77.50
    expect(averageReceiptRates(rows, '2025-04-01', '2025-05-01').get('ITM-0003')).toBe(7_750);
    const only = averageReceiptRates(rows, '2025-04-01', '2025-04-30', new Set(['ITM-0001']));
    expect([...only.keys()]).toEqual(['ITM-0001']);
    expect(averageReceiptRates(rows, '2025-06-01', '2025-06-30').size).toBe(0);
  });

  it('rounds a half paisa away from zero', () => {
    const half = [
      receipt('ITM-0005', 'MAIN', 'a', '2025-04-01', 1, 10),
      receipt('ITM-0005', 'MAIN', 'b', '2025-04-01', 1, 10.01),
    ];
    expect(averageReceiptRates(half, '2025-04-01', '2025-04-01').get('ITM-0005')).toBe(1001); // 1000.5 → 1001
  });
});
