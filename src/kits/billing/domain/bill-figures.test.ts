import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumPaise } from '../../../lib/money/money';
import type { TaxRate } from './master-types';
import { billFigures } from './bill-figures';
import { GST18, GST5 } from './tax-rates.fixture';

const NIL: TaxRate = { code: 'GST0', name: 'Nil', percent: 0, components: [] };

describe('billFigures', () => {
  it('works a bill to the paisa: discount, service charge, CGST and SGST apart, round-off', () => {
    // 2 x 280.00 + 3 x 70.00 = 770.00; 10% off = 77.00; 693.00 + 5% service 34.65 = 727.65 taxable.
    const figures = billFigures(
      [
        { lineId: 'a', qty: 2, rate: 28000, tax: GST5 },
        { lineId: 'b', qty: 3, rate: 7000, tax: GST5 },
      ],
      { discount: { kind: 'PERCENT', percent: 10 }, serviceChargePercent: 5 },
    );
    expect(figures.subTotal).toBe(77000);
    expect(figures.discount).toBe(7700);
    expect(figures.serviceCharge).toBe(3465);
    expect(figures.taxes).toEqual([
      { component: 'CGST', percent: 2.5, taxable: 72765, amount: 1819 },
      { component: 'SGST', percent: 2.5, taxable: 72765, amount: 1819 },
    ]);
    expect(figures.taxTotal).toBe(3638);
    // 727.65 + 36.38 = 764.03 → 764.00, round-off -0.03.
    expect(figures.roundOff).toBe(-3);
    expect(figures.total).toBe(76400);
    expect(figures.lines.map((line) => line.discount)).toEqual([5600, 2100]);
  });

  it('groups taxes by rate and leaves nil-rated lines untaxed', () => {
    const figures = billFigures(
      [
        { lineId: 'a', qty: 1, rate: 10000, tax: GST5 },
        { lineId: 'b', qty: 1, rate: 10000, tax: GST18 },
        { lineId: 'c', qty: 1, rate: 3000, tax: NIL },
      ],
      { serviceChargePercent: 0 },
    );
    expect(figures.taxes.map((tax) => `${tax.component} ${tax.percent} ${tax.amount}`)).toEqual([
      'CGST 2.5 250',
      'SGST 2.5 250',
      'CGST 9 900',
      'SGST 9 900',
    ]);
    expect(figures.lines.map((line) => line.tax)).toEqual([500, 1800, 0]);
    expect(figures.total).toBe(25300);
  });

  it('never discounts more than the subtotal', () => {
    expect(
      billFigures([{ lineId: 'a', qty: 1, rate: 5000, tax: NIL }], {
        discount: { kind: 'AMOUNT', amount: 9000 },
        serviceChargePercent: 0,
      }).total,
    ).toBe(0);
  });

  it('always adds up: lines to totals, taxes to the tax total, total a whole rupee within 50 paise', () => {
    const taxes = [GST5, GST18, NIL];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            qty: fc.integer({ min: 1, max: 20 }),
            rate: fc.integer({ min: 0, max: 200000 }),
            tax: fc.integer({ min: 0, max: 2 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(0, 5, 7.5, 10),
        (lines, discount, service) => {
          const figures = billFigures(
            lines.map((line, index) => ({
              lineId: String(index),
              qty: line.qty,
              rate: line.rate,
              tax: taxes[line.tax]!,
            })),
            { discount: { kind: 'PERCENT', percent: discount }, serviceChargePercent: service },
          );
          expect(sumPaise(figures.lines.map((line) => line.discount))).toBe(figures.discount);
          expect(sumPaise(figures.lines.map((line) => line.serviceCharge))).toBe(figures.serviceCharge);
          expect(sumPaise(figures.lines.map((line) => line.tax))).toBe(figures.taxTotal);
          expect(sumPaise(figures.taxes.map((tax) => tax.amount))).toBe(figures.taxTotal);
          expect(figures.total % 100).toBe(0);
          expect(Math.abs(figures.roundOff)).toBeLessThanOrEqual(50);
          expect(
            figures.subTotal - figures.discount + figures.serviceCharge + figures.taxTotal + figures.roundOff,
          ).toBe(figures.total);
        },
      ),
    );
  });
});

describe('billFigures with a customer offer', () => {
  it('takes the offer off first, then the discount on what is left, both shared over the lines and taxed after', () => {
    // 2 x 100.00 + 1 x 50.00 = 250.00; offer 25.00 off; 10% of the 225.00 left = 22.50; taxable 202.50.
    const figures = billFigures(
      [
        { lineId: 'a', qty: 2, rate: 10000, tax: GST5 },
        { lineId: 'b', qty: 1, rate: 5000, tax: GST5 },
      ],
      { discount: { kind: 'PERCENT', percent: 10 }, serviceChargePercent: 0, offerDiscount: 2500 },
    );
    expect([figures.subTotal, figures.offerDiscount, figures.discount, figures.discountPercent]).toEqual([
      25000, 2500, 2250, 10,
    ]);
    expect(figures.lines.map((line) => [line.discount, line.taxable])).toEqual([
      [3800, 16200],
      [950, 4050],
    ]);
    expect(figures.taxTotal).toBe(1012);
    expect(figures.total).toBe(21300); // 202.50 + 10.12 = 212.62 → 213.00
  });

  it('never takes more than the subtotal', () => {
    const figures = billFigures([{ lineId: 'a', qty: 1, rate: 3000, tax: NIL }], {
      serviceChargePercent: 0,
      offerDiscount: 5000,
    });
    expect([figures.offerDiscount, figures.total]).toEqual([3000, 0]);
  });
});
