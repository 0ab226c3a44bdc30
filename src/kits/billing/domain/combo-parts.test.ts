import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import type { OrderLine } from './order-types';
import type { PosOutlet } from './master-types';
import { comboPartLines, pricedLines, type PricedItem } from './combo-parts';
import { pricedBill } from './priced-bill';
import { GST18, GST5 } from './tax-rates.fixture';

const items = new Map<string, PricedItem>([
  ['BIR', { name: 'Chicken dum biryani', group: 'BIR', tax: 'GST5', rate: 240 }],
  ['LIME', { name: 'Fresh lime juice', group: 'BEV', tax: 'GST18', rate: 50 }],
  ['CHAI', { name: 'Masala chai', group: 'BEV', tax: 'GST18', rate: 30 }],
  ['SAM', { name: 'Samosa (2 pieces)', group: 'SNK', tax: 'GST5', rate: 40 }],
  [
    'CB-04',
    {
      name: 'Biryani lunch box',
      group: 'LUNCH',
      tax: '',
      rate: 255,
      parts: [
        { itemId: 'BIR', qty: 1 },
        { itemId: 'LIME', qty: 1 },
      ],
    },
  ],
  [
    'CB-06',
    {
      name: 'Chai and samosa',
      group: 'SNACK',
      tax: '',
      rate: 85,
      parts: [
        { itemId: 'SAM', qty: 1 },
        { itemId: 'CHAI', qty: 2 },
      ],
    },
  ],
]);
const line = (
  lineId: string,
  itemId: string,
  qty: number,
  rate: number,
  extra: Partial<OrderLine> = {},
): OrderLine => ({
  lineId,
  itemId,
  itemName: items.get(itemId)?.name ?? itemId,
  kotGroup: 'KITCHEN',
  qty,
  rate,
  notes: '',
  ...extra,
});
const outlet: PosOutlet = {
  code: 'MAIN',
  name: 'Main counter',
  outletType: 'COUNTER',
  autoSettle: false,
  serviceCharge: 0,
  billPrefix: 'MAIN/',
  billingGroup: 'MAIN',
};
const context = { outlet, date: '2026-11-25', items, taxes: [GST5, GST18], assignments: [] };

describe('combo parts', () => {
  it('shares the combo price over its items by their usual value, to the paisa', () => {
    // 2 lunch boxes at 255.00 = 510.00 over biryani 2 x 240 = 480 and lime 2 x 50 = 100: 422.07 and 87.93.
    const parts = comboPartLines(line('L1', 'CB-04', 2, 255), items.get('CB-04')!.parts!, items);
    expect(parts.map((part) => [part.lineId, part.itemId, part.qty, part.amount])).toEqual([
      ['L1/1', 'BIR', 2, 42207],
      ['L1/2', 'LIME', 2, 8793],
    ]);
    expect(sumPaise(parts.map((part) => part.amount!))).toBe(51000);
    expect(parts[0]!.combo).toEqual({ lineId: 'L1', itemId: 'CB-04', name: 'Biryani lunch box', qty: 2, rate: 255 });
  });

  it('bills each part at its own tax, the combo at its price, and leaves other lines as they are', () => {
    const bill = pricedBill([line('L1', 'CB-04', 1, 255), line('L2', 'CHAI', 1, 30)], context);
    expect(bill.subTotal).toBe(285);
    // Biryani's share 211.03 at 5%, the lime's 43.97 with the chai's 30 at 18%.
    expect(bill.lines.map((row) => [row.itemId, row.amount, row.taxCode, row.combo?.itemId ?? ''])).toEqual([
      ['BIR', 211.03, 'GST5', 'CB-04'],
      ['LIME', 43.97, 'GST18', 'CB-04'],
      ['CHAI', 30, 'GST18', ''],
    ]);
    expect(bill.taxes).toEqual([
      { component: 'CGST', percent: 2.5, taxable: 211.03, amount: 5.28 },
      { component: 'SGST', percent: 2.5, taxable: 211.03, amount: 5.28 },
      { component: 'CGST', percent: 9, taxable: 73.97, amount: 6.66 },
      { component: 'SGST', percent: 9, taxable: 73.97, amount: 6.66 },
    ]);
  });

  it('taxes an add-on as the item line it goes with', () => {
    const bill = pricedBill([line('L1', 'SAM', 1, 40), line('L2', 'CHAI', 1, 10, { parentLineId: 'L1' })], context);
    expect(bill.lines.map((row) => [row.itemId, row.taxCode, row.parentLineId ?? ''])).toEqual([
      ['SAM', 'GST5', ''],
      ['CHAI', 'GST5', 'L1'],
    ]);
  });

  it('never loses or makes a paisa, whatever the combo rate and quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_00 }), fc.integer({ min: 1, max: 20 }), (ratePaise, qty) => {
        const rate = ratePaise / 100;
        const parts = pricedLines([line('L', 'CB-06', qty, rate)], items);
        expect(sumPaise(parts.map((part) => part.amount!))).toBe(multiplyByQuantity(toPaise(rate), qty));
        expect(parts.map((part) => part.qty)).toEqual([qty, qty * 2]);
      }),
    );
  });
});
