import { sumPaise, toPaise } from '../../../../lib/money/money';
import { frozenTaxShares } from './tax-shares';
import { gst, MASTER, testBill } from './sale.fixture';

const paise = (values: readonly number[]) => sumPaise(values.map(toPaise));

describe('frozenTaxShares', () => {
  const bill = testBill(
    [
      ['DAL', 3, 183.33],
      ['WINE', 2, 455.55],
      ['NAAN', 7, 41.11],
    ],
    { kind: 'PERCENT', percent: 7 },
  );

  it('gives each line its part of each tax row it was charged, adding up to the line’s tax and to each row', () => {
    const shares = frozenTaxShares(bill.lines, bill.taxes, MASTER);
    expect(shares.map((parts) => parts.map((part) => `${part.component} ${part.percent}`))).toEqual([
      ['CGST 2.5', 'SGST 2.5'],
      ['CGST 9', 'SGST 9'],
      ['CGST 2.5', 'SGST 2.5'],
    ]);
    bill.lines.forEach((line, index) =>
      expect(paise(shares[index]!.map((part) => part.amount))).toBe(toPaise(line.tax)),
    );
    for (const row of bill.taxes) {
      const parts = shares.flat().filter((part) => part.component === row.component && part.percent === row.percent);
      expect(paise(parts.map((part) => part.amount))).toBe(toPaise(row.amount));
    }
  });

  it('finds the same parts after the master’s rate changed (GST 5% made 12%, 18% made 28%) or the code was withdrawn', () => {
    const before = frozenTaxShares(bill.lines, bill.taxes, MASTER);
    expect(frozenTaxShares(bill.lines, bill.taxes, [gst('GST5', 12), gst('GST18', 28)])).toEqual(before);
    expect(frozenTaxShares(bill.lines, bill.taxes, [gst('GST18', 18)])).toEqual(before);
    expect(frozenTaxShares(bill.lines, bill.taxes, [])).toEqual(before);
  });

  it('tells two codes of the same components apart by the bill’s own taxable values, whatever the master now says', () => {
    const twoRates = testBill([
      ['DAL', 1, 100],
      ['WINE', 1, 300],
    ]);
    // The master now swaps the rates: the bill's figures still decide which row is whose.
    const swapped = frozenTaxShares(twoRates.lines, twoRates.taxes, [gst('GST5', 18), gst('GST18', 5)]);
    expect(swapped).toEqual(frozenTaxShares(twoRates.lines, twoRates.taxes, MASTER));
    expect(swapped[0]!.map((part) => part.percent)).toEqual([2.5, 2.5]);
  });

  it('keeps an untaxed line out of every row', () => {
    const untaxed = testBill([['DAL', 1, 100]], undefined, []);
    expect(untaxed.taxes).toEqual([]);
    expect(frozenTaxShares(untaxed.lines, untaxed.taxes, MASTER)).toEqual([[]]);
  });
});
