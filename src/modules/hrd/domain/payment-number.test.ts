import { payslipDeductions } from './payment-payslip';
import { frmDateOf, monthOfFrmDate, salaryMonthName } from './salary-month';
import { paymentNumber, paymentSeries } from './payment-number';
import { workedLine } from './payment-test-lines';

describe('payslip months, numbers and deductions', () => {
  it('reads the month of a request and numbers payments in the financial year', () => {
    expect(monthOfFrmDate('2026-05')).toBe('2026-05');
    expect(monthOfFrmDate('2026-05-17')).toBe('2026-05');
    expect(monthOfFrmDate('01-May-2026')).toBe('2026-05');
    expect(monthOfFrmDate('May 2026')).toBeNull();
    expect(frmDateOf('2026-05')).toBe('01-May-2026');
    expect(salaryMonthName('2026-02')).toBe('February 2026');
    expect(paymentSeries('2026-03-31')).toBe('SPY2526');
    expect(paymentSeries('2026-04-01')).toBe('SPY2627');
    expect(paymentNumber('SPY2627', 12)).toBe('SPY2627-00012');
  });

  it('shows the line own deductions when they add up, else the statutory ones missing and the rest as other', () => {
    const line = workedLine('2026-05', 1, 'A');
    expect(payslipDeductions(line)).toEqual(line.deductions);
    const bare = { ...line, deductions: [{ allowanceId: 14, name: 'Canteen', amount: 300 }] };
    expect(payslipDeductions(bare).map((part) => [part.name, part.amount])).toEqual([
      ['Canteen', 300],
      ['Provident fund', 1_440],
      ['ESI', 150],
      ['Professional tax', 200],
      ['Advance recovery', 1_000],
    ]);
    expect(payslipDeductions({ ...line, deductions: [] }).at(-1)).toEqual({
      allowanceId: -105,
      name: 'Other deductions',
      amount: 300,
    });
  });
});
