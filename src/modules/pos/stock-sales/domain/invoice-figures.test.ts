import { toPaise } from '../../../../lib/money/money';
import { invoiceFigures } from './invoice-figures';

const GST18 = [
  { component: 'CGST', percent: 9 },
  { component: 'SGST', percent: 9 },
];
const GST5 = [
  { component: 'CGST', percent: 2.5 },
  { component: 'SGST', percent: 2.5 },
];

describe('invoice figures', () => {
  it('takes each line’s discount before tax and reckons each component once on its lines’ taxable sum', () => {
    const figures = invoiceFigures([
      { qty: 3, rate: toPaise(165), discPer: 10, taxParts: GST5 },
      { qty: 2, rate: toPaise(1499), discPer: 0, taxParts: GST18 },
      { qty: 1, rate: toPaise(46), discPer: 0, taxParts: [] },
    ]);
    expect(figures.lines.map((line) => [line.amount, line.discount, line.taxable])).toEqual([
      [49500, 4950, 44550],
      [299800, 0, 299800],
      [4600, 0, 4600],
    ]);
    expect(figures.base).toBe(353900);
    expect(figures.discount).toBe(4950);
    expect(figures.taxable).toBe(348950);
    // 2.5% of 445.50 = 11.1375 -> 11.14 each; 9% of 2,998.00 = 269.82 each.
    expect(figures.taxes).toEqual([
      { component: 'CGST', percent: 2.5, taxable: 44550, amount: 1114 },
      { component: 'SGST', percent: 2.5, taxable: 44550, amount: 1114 },
      { component: 'CGST', percent: 9, taxable: 299800, amount: 26982 },
      { component: 'SGST', percent: 9, taxable: 299800, amount: 26982 },
    ]);
    expect(figures.taxTotal).toBe(56192);
    expect(figures.total).toBe(348950 + 56192);
  });

  it('shares a rate’s tax back to its lines to the paisa, so line taxes add up to the breakup', () => {
    const lines = [1, 2, 3].map(() => ({
      qty: 1,
      rate: toPaise(0.35),
      discPer: 0,
      taxParts: [{ component: 'IGST', percent: 5 }],
    }));
    const figures = invoiceFigures(lines);
    // 5% of 1.05 = 0.0525 -> 0.05, shared 2 + 2 + 1 paise.
    expect(figures.taxes[0]!.amount).toBe(5);
    expect(figures.lines.map((line) => line.tax)).toEqual([2, 2, 1]);
  });

  it('gives zeros for no lines and fractional quantities exactly', () => {
    expect(invoiceFigures([]).total).toBe(0);
    expect(invoiceFigures([{ qty: 2.125, rate: toPaise(40), discPer: 0, taxParts: [] }]).total).toBe(8500);
  });
});
