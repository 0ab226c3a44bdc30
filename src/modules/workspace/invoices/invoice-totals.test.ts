import { formatMoney, invoiceTotals } from './invoice-totals';

describe('invoiceTotals', () => {
  it('rounds each line half up to the paisa, then takes VAT on the subtotal', () => {
    // 2.5 x 199.99 = 499.975 → 499.98; 1 x 0.10 = 0.10; subtotal 500.08; VAT 10% = 50.008 → 50.01; total 550.09.
    expect(
      invoiceTotals(
        [
          { unit: 2.5, unitPrice: 199.99 },
          { unit: 1, unitPrice: 0.1 },
        ],
        10,
      ),
    ).toEqual({ lines: [49998, 10], subtotal: 50008, vat: 5001, total: 55009 });
  });

  it('handles three-decimal quantities and fractional VAT exactly', () => {
    // 1.333 x 3.33 = 4.43889 → 4.44; 0.005 x 1 = 0.005 → 0.01; subtotal 4.45; 12.5% = 0.55625 → 0.56; total 5.01.
    expect(
      invoiceTotals(
        [
          { unit: 1.333, unitPrice: 3.33 },
          { unit: 0.005, unitPrice: 1 },
        ],
        12.5,
      ),
    ).toEqual({ lines: [444, 1], subtotal: 445, vat: 56, total: 501 });
  });

  it('does not drift where floating point would (0.1 + 0.2, 3 x 33.33)', () => {
    // 0.10 + 0.20 = 0.30; 3 x 33.33 = 99.99; subtotal 100.29; no VAT.
    expect(
      invoiceTotals(
        [
          { unit: 1, unitPrice: 0.1 },
          { unit: 1, unitPrice: 0.2 },
          { unit: 3, unitPrice: 33.33 },
        ],
        0,
      ),
    ).toEqual({ lines: [10, 20, 9999], subtotal: 10029, vat: 0, total: 10029 });
  });

  it('counts what is not a number yet as nothing', () => {
    expect(
      invoiceTotals(
        [
          { unit: Number.NaN, unitPrice: 5 },
          { unit: 2, unitPrice: 7.5 },
        ],
        Number.NaN,
      ),
    ).toEqual({ lines: [0, 1500], subtotal: 1500, vat: 0, total: 1500 });
  });
});

describe('formatMoney', () => {
  it('shows minor units with the currency, Indian grouping', () => {
    expect(formatMoney(55009, 'INR')).toBe('₹550.09');
    expect(formatMoney(12345600, 'INR')).toBe('₹1,23,456.00');
    expect(formatMoney(120000, 'USD')).toBe('$1,200.00');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
  });
});
