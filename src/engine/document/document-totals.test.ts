import { documentTotals, lineAmountPaise, taxValuePaise } from './document-totals';
import { nextNumber } from './number-series';

describe('documentTotals', () => {
  it('is base + taxes - discount + others, exact to the paisa', () => {
    const totals = documentTotals(
      [
        { quantity: 3, rate: 0.1 },
        { quantity: 1.5, rate: 199.99 },
        { quantity: 2, rate: 0.2 },
      ],
      [9, 9],
      10.5,
      0.3,
    );
    expect(totals.lineAmounts).toEqual([0.3, 299.99, 0.4]);
    expect(totals.base).toBe(300.69);
    expect(totals.taxValues).toEqual([27.06, 27.06]);
    expect(totals.taxes).toBe(54.12);
    expect(totals.total).toBe(344.61);
  });

  it('rounds each line half away from zero to the paisa and treats empty values as zero', () => {
    expect(lineAmountPaise(0.333, 10)).toBe(333);
    expect(lineAmountPaise(0.0005, 10)).toBe(1);
    expect(lineAmountPaise(1, 1.005)).toBe(101);
    expect(lineAmountPaise(1, -0.025)).toBe(-3);
    expect(lineAmountPaise(-1.5, 0.01)).toBe(-2);
    expect(lineAmountPaise(Number.NaN, 5)).toBe(0);
    expect(taxValuePaise(25, 10)).toBe(3);
    expect(taxValuePaise(-25, 10)).toBe(-3);
    expect(taxValuePaise(1000, null)).toBe(0);
    expect(documentTotals([{ quantity: null, rate: 5 }], [null], null, undefined).total).toBe(0);
  });
});

describe('nextNumber', () => {
  const series = { prefix: 'PO', period: 'yy-MM', digits: 4 };
  it('counts up within the period and starts again in a new one', () => {
    const november = new Date(2026, 10, 22);
    expect(nextNumber(series, november, [])).toBe('PO26-11/0001');
    expect(nextNumber(series, november, ['PO26-11/0001', 'PO26-11/0009', 'PO26-10/0042'])).toBe('PO26-11/0010');
    expect(nextNumber(series, new Date(2026, 11, 1), ['PO26-11/0010'])).toBe('PO26-12/0001');
  });
});
