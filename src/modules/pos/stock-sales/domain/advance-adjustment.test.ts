import { adjustAdvances, advanceLeftPaise } from './advance-adjustment';

const open = [
  { recordId: 2, seq: 'ADRE2627_000002', dat: '2026-11-20', leftPaise: 30000 },
  { recordId: 1, seq: 'ADRE2627_000001', dat: '2026-11-02', leftPaise: 10000 },
  { recordId: 3, seq: 'ADRE2627_000003', dat: '2026-11-20', leftPaise: 0 },
];

describe('adjusting a customer’s advances on an invoice', () => {
  it('takes the oldest advance first and only what is asked', () => {
    const result = adjustAdvances(open, 25000, 100000);
    expect(result).toEqual({
      ok: true,
      adjustments: [
        { recordId: 1, seq: 'ADRE2627_000001', paise: 10000 },
        { recordId: 2, seq: 'ADRE2627_000002', paise: 15000 },
      ],
    });
    expect(adjustAdvances(open, 0, 100000)).toEqual({ ok: true, adjustments: [] });
  });

  it('refuses more than the advances hold, more than the invoice, and a negative amount', () => {
    expect(adjustAdvances(open, 40001, 100000)).toEqual({
      ok: false,
      message: 'Only ₹ 400.00 of this customer’s advances is unadjusted; ₹ 400.01 was asked for.',
    });
    expect(adjustAdvances(open, 20000, 15000)).toEqual({
      ok: false,
      message: 'The advance adjusted (₹ 200.00) is more than the invoice’s total (₹ 150.00).',
    });
    expect(adjustAdvances(open, -1, 100000).ok).toBe(false);
  });

  it('leaves an advance what its adjustments have not taken', () => {
    expect(advanceLeftPaise(50000, [10000, 15000])).toBe(25000);
    expect(advanceLeftPaise(50000, [])).toBe(50000);
  });
});
