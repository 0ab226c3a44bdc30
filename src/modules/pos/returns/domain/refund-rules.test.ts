import fc from 'fast-check';
import { sumPaise, toPaise } from '../../../../lib/money/money';
import { fromMilli } from '../../../../lib/quantity/quantity';
import { pricedBill } from '../../../../kits/billing/domain/priced-bill';
import { leftOf, overReturnMessage, returnableQty, returnFigures, type ReturnFigures } from './refund-rules';
import { afterReturn, gst, MASTER, saleOf, testBill } from './sale.fixture';

const asked = (entries: Array<[string, number]>) => new Map(entries);

describe('what can come back', () => {
  it('is what was sold less what returns in force took back; more is refused naming the item and the most', () => {
    const bill = testBill([
      ['DAL', 3, 200],
      ['NAAN', 4, 40],
    ]);
    let sale = saleOf(bill);
    expect(returnableQty(sale.lines[0]!)).toBe(3);
    expect(overReturnMessage(sale.lines[0]!, 3)).toBeNull();
    expect(overReturnMessage(sale.lines[0]!, 3.001)).toBe('DAL: at most 3 can be returned (3 sold).');
    sale = afterReturn(sale, returnFigures(sale, asked([['L1', 1]])));
    expect(returnableQty(sale.lines[0]!)).toBe(2);
    expect(overReturnMessage(sale.lines[0]!, 2.5)).toBe('DAL: at most 2 can be returned (3 sold, 1 returned before).');
    expect(overReturnMessage(sale.lines[1]!, 4)).toBeNull();
  });
});

describe('the refund: tax as charged on the bill', () => {
  const bill = testBill(
    [
      ['DAL', 3, 183.33],
      ['WINE', 2, 455.55],
      ['NAAN', 7, 41.11],
    ],
    { kind: 'PERCENT', percent: 7 },
  );

  it('refunds a whole line exactly as billed: its amount, discount, service charge and each tax part', () => {
    const figures = returnFigures(saleOf(bill), asked([['L2', 2]]));
    const line = bill.lines[1]!;
    expect(figures.amount).toBe(toPaise(line.amount));
    expect(figures.discount).toBe(toPaise(line.discount));
    expect(figures.serviceCharge).toBe(toPaise(line.serviceCharge));
    expect(figures.taxable).toBe(toPaise(line.taxable));
    expect(figures.taxTotal).toBe(toPaise(line.tax));
    expect(figures.taxes.map((row) => `${row.component} ${row.percent}`)).toEqual(['CGST 9', 'SGST 9']);
    expect(figures.total % 100).toBe(0); // a partial return rounds to the rupee
    expect(figures.roundOff).toBe(figures.total - figures.taxable - figures.taxTotal);
    expect(figures.closesBill).toBe(false);
  });

  it('does not change when the tax rate changes after the bill (elsewhere a refund is taxed at today’s rate)', () => {
    const today = [gst('GST5', 12), gst('GST18', 28)];
    const ask = asked([
      ['L1', 2],
      ['L2', 1],
    ]);
    const asBilled = returnFigures(saleOf(bill), ask);
    const afterTheChange = returnFigures(saleOf(bill, today), ask);
    expect(afterTheChange).toEqual(asBilled);
    // Pricing the same goods at today's rates would refund more tax: that is what we do not do.
    const repriced = pricedBill(
      bill.lines.map((line) => ({
        lineId: line.lineId,
        itemId: line.itemId,
        itemName: line.itemName,
        kotGroup: '',
        qty: line.qty,
        rate: line.rate,
        notes: '',
      })),
      {
        outlet: {
          code: 'DIN',
          name: '',
          outletType: '',
          autoSettle: false,
          serviceCharge: 5,
          billPrefix: '',
          billingGroup: '',
        },
        date: '2026-12-01',
        items: new Map([
          ['DAL', { group: 'F', tax: 'GST5' }],
          ['WINE', { group: 'B', tax: 'GST18' }],
          ['NAAN', { group: 'F', tax: 'GST5' }],
        ]),
        taxes: today,
        assignments: [],
      },
      { kind: 'PERCENT', percent: 7 },
    );
    expect(toPaise(repriced.taxTotal)).toBeGreaterThan(toPaise(bill.taxTotal));
  });

  it('adds up to the bill exactly, part by part, over returns in any steps', () => {
    const sale = saleOf(bill);
    const returns: ReturnFigures[] = [];
    let now = sale;
    for (const step of [
      [
        ['L1', 1],
        ['L3', 2.5],
      ],
      [['L2', 1]],
      [
        ['L1', 1],
        ['L3', 4.5],
      ],
      [
        ['L1', 1],
        ['L2', 1],
      ],
    ] as Array<Array<[string, number]>>) {
      const figures = returnFigures(now, asked(step));
      returns.push(figures);
      now = afterReturn(now, figures);
    }
    expect(returns.at(-1)!.closesBill).toBe(true);
    expect(sumPaise(returns.map((row) => row.total))).toBe(toPaise(bill.total));
    expect(sumPaise(returns.map((row) => row.taxable))).toBe(
      toPaise(bill.subTotal) - toPaise(bill.discount) + toPaise(bill.serviceCharge),
    );
    expect(sumPaise(returns.map((row) => row.discount))).toBe(toPaise(bill.discount));
    expect(sumPaise(returns.map((row) => row.serviceCharge))).toBe(toPaise(bill.serviceCharge));
    for (const row of bill.taxes) {
      expect(
        sumPaise(
          returns.flatMap((figures) =>
            figures.taxes
              .filter((tax) => tax.component === row.component && tax.percent === row.percent)
              .map((tax) => tax.amount),
          ),
        ),
      ).toBe(toPaise(row.amount));
    }
    expect(now.lines.every((line) => leftOf(line).milli === 0)).toBe(true);
  });

  it('adds up to the bill for any split of any bill (property)', () => {
    const line = fc.tuple(
      fc.constantFrom('DAL', 'NAAN', 'WINE'),
      fc.integer({ min: 1, max: 9000 }),
      fc.integer({ min: 1, max: 99999 }),
    );
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 12 }),
        (lines, percent, steps) => {
          const bill = testBill(
            lines.map(([item, milli, paise]) => [item, fromMilli(milli), paise / 100]),
            percent > 0 ? { kind: 'PERCENT', percent } : undefined,
          );
          let now = saleOf(bill);
          let refunded = 0;
          for (const weight of [...steps, 100]) {
            // Each step returns `weight`% of what is left of every line (the last step all of it).
            const ask = new Map(
              now.lines.map((row) => {
                const left = leftOf(row).milli;
                return [row.lineId, fromMilli(weight === 100 ? left : Math.floor((left * weight) / 100))] as const;
              }),
            );
            if (![...ask.values()].some((qty) => qty > 0)) continue;
            const figures = returnFigures(now, ask);
            refunded += figures.total;
            now = afterReturn(now, figures);
          }
          expect(refunded).toBe(toPaise(bill.total));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('frozen shares against the master', () => {
  it('uses the same rows the bill charged even when the master lost the code', () => {
    const bill = testBill([['WINE', 1, 1000]]);
    expect(returnFigures(saleOf(bill, []), asked([['L1', 1]]))).toEqual(
      returnFigures(saleOf(bill, MASTER), asked([['L1', 1]])),
    );
  });
});
