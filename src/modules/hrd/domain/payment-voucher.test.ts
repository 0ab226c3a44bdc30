import { workedLine } from './payment-test-lines';
import { lineAddsUp, paymentPostings, paymentTotals } from './payment-voucher';

describe('salary payment voucher', () => {
  const a = workedLine('2026-05', 1, 'A');
  const b = workedLine('2026-05', 2, 'B');

  it('posts the worked figures of two lines, balanced (paise)', () => {
    // Debits 50,000 + 3,240 + 650 = 53,890; credits 6,480 + 800 + 400 + 300 + 1,000 + 44,910 = 53,890.
    expect(paymentPostings([a, b])).toEqual([
      { head: 'salaries', debit: 5_000_000, credit: 0 },
      { head: 'employerPf', debit: 324_000, credit: 0 },
      { head: 'employerEsi', debit: 65_000, credit: 0 },
      { head: 'pfPayable', debit: 0, credit: 648_000 },
      { head: 'esiPayable', debit: 0, credit: 80_000 },
      { head: 'ptPayable', debit: 0, credit: 40_000 },
      { head: 'otherDeductions', debit: 0, credit: 30_000 },
      { head: 'staffAdvances', debit: 0, credit: 100_000 },
      { head: 'paidFrom', debit: 0, credit: 4_491_000 },
    ]);
  });

  it('leaves out heads with nothing: a line without ESI, advance or other deductions', () => {
    const heads = paymentPostings([b]).map((posting) => posting.head);
    expect(heads).toEqual(['salaries', 'employerPf', 'pfPayable', 'ptPayable', 'paidFrom']);
    expect(paymentTotals([b])).toMatchObject({
      gross: 3_000_000,
      employerPf: 180_000,
      pfPayable: 360_000,
      net: 2_800_000,
    });
  });

  it('refuses lines that do not add up', () => {
    const wrong = { ...a, net: 16_900 };
    expect(lineAddsUp(a)).toBe(true);
    expect(lineAddsUp(wrong)).toBe(false);
    expect(() => paymentPostings([wrong])).toThrow(RangeError);
    // Statutory parts larger than the total deductions: "other" would be negative.
    expect(lineAddsUp({ ...a, totalDeductions: 1_000, net: 19_000 })).toBe(false);
  });
});
