import type { PosOutlet, TaxRate } from '../../../../kits/billing/domain/master-types';
import type { PricingContext } from '../../../../kits/billing/domain/priced-bill';
import { toPaise } from '../../../../lib/money/money';
import {
  billOrderLines,
  minimumOrderProblem,
  orderAmount,
  orderLinesOf,
  pricedOrder,
  type ListedItem,
} from './order-figures';

const listed = new Map<string, ListedItem>([
  ['PI-0003', { code: 'PI-0003', name: 'Sunflower oil 1 l', rate: 148 }],
  ['PI-0010', { code: 'PI-0010', name: 'Cream biscuits 120 g', rate: 30 }],
  ['PI-0019', { code: 'PI-0019', name: 'Cola 750 ml', rate: 40.5 }],
]);

const gst = (code: string, percent: number): TaxRate => ({
  code,
  name: code,
  percent,
  components: [
    { component: 'CGST', percent: percent / 2 },
    { component: 'SGST', percent: percent / 2 },
  ],
});
const outlet: PosOutlet = {
  code: 'HDL',
  name: 'Home delivery',
  outletType: 'DELIVERY',
  autoSettle: false,
  serviceCharge: 0,
  billPrefix: 'HD',
  billingGroup: 'STORE',
};
const context: PricingContext = {
  outlet,
  date: '2026-11-20',
  items: new Map([
    ['PI-0003', { group: 'STP', tax: 'GST5' }],
    ['PI-0010', { group: 'SNK', tax: 'GST18' }],
    ['PI-0019', { group: 'BEV', tax: 'GST28' }],
  ]),
  taxes: [gst('GST5', 5), gst('GST18', 18), gst('GST28', 28)],
  assignments: [],
};

describe('online order figures', () => {
  it('makes each item one line (repeats add up) at its listed rate, exact in paise', () => {
    const { lines, problems } = orderLinesOf(
      [
        { item: 'PI-0003', qty: 2 },
        { item: 'PI-0019', qty: 3 },
        { item: 'PI-0003', qty: 1 },
      ],
      listed,
    );
    expect(problems).toEqual([]);
    expect(lines.map((line) => [line.itemName, line.qty, line.amount])).toEqual([
      ['Sunflower oil 1 l', 3, 444],
      ['Cola 750 ml', 3, 121.5],
    ]);
    expect(orderAmount(lines)).toBe(56550);
  });

  it('names every problem at once: an empty basket, an item not listed, a quantity out of range', () => {
    expect(orderLinesOf([], listed).problems).toEqual(['The basket is empty: add something first.']);
    expect(
      orderLinesOf(
        [
          { item: 'PI-0099', qty: 1 },
          { item: 'PI-0010', qty: 100 },
          { item: 'PI-0003', qty: 1.5 },
        ],
        listed,
      ).problems,
    ).toEqual([
      'PI-0099 is not sold online now.',
      'Cream biscuits 120 g: order a whole number from 1 to 99.',
      'Sunflower oil 1 l: order a whole number from 1 to 99.',
    ]);
  });

  it('holds an order under the online outlet’s minimum, and none when there is no minimum', () => {
    expect(minimumOrderProblem(toPaise(398), toPaise(399))).toBe(
      'The smallest order online is ₹ 399.00; the basket comes to ₹ 398.00.',
    );
    expect(minimumOrderProblem(toPaise(399), toPaise(399))).toBeNull();
    expect(minimumOrderProblem(toPaise(1), 0)).toBeNull();
  });

  it('bills rates that include tax at their pre-tax equivalent, so the bill comes to the listed price', () => {
    const { lines } = orderLinesOf(
      [
        { item: 'PI-0003', qty: 2 },
        { item: 'PI-0010', qty: 1 },
      ],
      listed,
    );
    expect(billOrderLines(lines, context, true).map((line) => line.rate)).toEqual([140.95, 25.42]);
    const priced = pricedOrder(lines, context, true);
    // 281.90 + 25.42 before tax; CGST and SGST 2.5% on 281.90 (7.05 each), 9% on 25.42 (2.29 each); 326.00 to the
    // rupee.
    expect(priced.subTotal).toBe(307.32);
    expect(priced.taxes.map((tax) => [tax.component, tax.percent, tax.amount])).toEqual([
      ['CGST', 2.5, 7.05],
      ['SGST', 2.5, 7.05],
      ['CGST', 9, 2.29],
      ['SGST', 9, 2.29],
    ]);
    expect(priced.total).toBe(326);
    expect(toPaise(priced.total)).toBe(orderAmount(lines));
  });

  it('bills a list without tax in its rates at the rates, the tax on top', () => {
    const { lines } = orderLinesOf([{ item: 'PI-0010', qty: 2 }], listed);
    const priced = pricedOrder(lines, context, false);
    expect(priced.subTotal).toBe(60);
    expect(priced.taxTotal).toBe(10.8);
    expect(priced.total).toBe(71);
    expect(priced.roundOff).toBe(0.2);
  });
});
