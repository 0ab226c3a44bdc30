import {
  pricedParts,
  pricingContextOf,
  provisionalBills,
  readDiscount,
  splitFromShares,
  startingShares,
} from './make-bill-logic';
import { DINING, requirementsFixture, TABLE_T4 } from './requirements.fixture';

const context = pricingContextOf(requirementsFixture(), DINING);
const input = { tableno: 'T4', restacode: 'DN', billId: 'b1', kotIds: ['kot-1'] };

describe('readDiscount', () => {
  it('reads a percent, an amount, nothing, and says what is wrong', () => {
    expect(readDiscount('PERCENT', '10')).toEqual({ discount: { kind: 'PERCENT', percent: 10 } });
    expect(readDiscount('PERCENT', '12.5')).toEqual({ discount: { kind: 'PERCENT', percent: 12.5 } });
    expect(readDiscount('PERCENT', '')).toEqual({});
    expect(readDiscount('PERCENT', '0')).toEqual({});
    expect(readDiscount('PERCENT', '101').problem).toMatch(/0 to 100/);
    expect(readDiscount('PERCENT', '1.234').problem).toMatch(/two decimals/);
    expect(readDiscount('AMOUNT', '1,060.50')).toEqual({ discount: { kind: 'AMOUNT', amount: 1060.5 } });
    expect(readDiscount('AMOUNT', '-5').problem).toBe('Enter an amount of 0 or more');
    expect(readDiscount('AMOUNT', '5.555').problem).toMatch(/two decimals/);
  });
});

describe('pricedParts', () => {
  it('prices the table with a 10% discount, 5% service charge, taxes by assignment and the round-off line', () => {
    const [bill] = pricedParts(TABLE_T4, context, { discount: { kind: 'PERCENT', percent: 10 } });
    expect(bill).toMatchObject({
      subTotal: 1060,
      discount: 106,
      serviceCharge: 47.7,
      taxTotal: 72.2,
      roundOff: 0.1,
      total: 1074,
      value: 1074,
    });
    expect(bill!.taxes).toEqual([
      { component: 'CGST', percent: 2.5, taxable: 831.6, amount: 20.79 },
      { component: 'SGST', percent: 2.5, taxable: 831.6, amount: 20.79 },
      { component: 'CGST', percent: 9, taxable: 170.1, amount: 15.31 },
      { component: 'SGST', percent: 9, taxable: 170.1, amount: 15.31 },
    ]);
  });

  it('makes an NC bill payable at nothing with its value kept, and prices each part of a split', () => {
    const [nc] = pricedParts(TABLE_T4, context, { ncDepartment: 'MGMT', discount: { kind: 'PERCENT', percent: 10 } });
    expect(nc).toMatchObject({ total: 0, discount: 0 });
    expect(nc!.value).toBeGreaterThan(1000);
    const parts = [
      [{ lineId: 'l1', qty: 2 }],
      [
        { lineId: 'l2', qty: 1 },
        { lineId: 'l3', qty: 2 },
      ],
    ];
    const split = pricedParts(TABLE_T4, context, { parts });
    expect(split.map((part) => part.subTotal)).toEqual([560, 500]);
  });
});

describe('splitFromShares', () => {
  it('starts with everything on bill 1 (a problem: bill 2 is empty), then reads a full split', () => {
    const start = startingShares(TABLE_T4.lines, 2);
    expect(splitFromShares(TABLE_T4.lines, start, 2).problems).toEqual(['Bill 2 of the split has no items.']);
    const shares = { l1: ['1', '1'], l2: ['1', ''], l3: ['', '2'] };
    const { parts, problems } = splitFromShares(TABLE_T4.lines, shares, 2);
    expect(problems).toEqual([]);
    expect(parts).toEqual([
      [
        { lineId: 'l1', qty: 1 },
        { lineId: 'l2', qty: 1 },
      ],
      [
        { lineId: 'l1', qty: 1 },
        { lineId: 'l3', qty: 2 },
      ],
    ]);
  });

  it('lists every problem at once: unreadable quantities and lines not shared out exactly', () => {
    const { problems } = splitFromShares(TABLE_T4.lines, { l1: ['x', '1'], l2: ['1', ''], l3: ['1', '2'] }, 2);
    expect(problems).toEqual([
      'Paneer tikka on bill 1: enter a quantity with at most three decimals.',
      'Paneer tikka: 1 of 2 shared out; share all of it.',
      'Lime soda: 3 of 2 shared out; share all of it.',
    ]);
  });
});

describe('provisionalBills', () => {
  it('are unnumbered, unsettled, and carry the client id the backend knows them by', () => {
    const parts = [
      [{ lineId: 'l1', qty: 2 }],
      [
        { lineId: 'l2', qty: 1 },
        { lineId: 'l3', qty: 2 },
      ],
    ];
    const figures = pricedParts(TABLE_T4, context, { parts });
    const bills = provisionalBills(
      { ...input, parts },
      TABLE_T4,
      figures,
      '2026-11-22',
      new Date('2026-11-22T14:00:00Z'),
    );
    expect(
      bills.map((bill) => [bill.billId, bill.billNo, bill.seq, bill.status, bill.kind, bill.waiter, bill.covers]),
    ).toEqual([
      ['b1', 0, '', 'UNSETTLED', 'NORMAL', 'W1', 3],
      ['b1', 0, '', 'UNSETTLED', 'NORMAL', 'W1', 3],
    ]);
    const [one] = provisionalBills(
      { ...input, ncDepartment: 'MGMT' },
      TABLE_T4,
      pricedParts(TABLE_T4, context, { ncDepartment: 'MGMT' }),
      '2026-11-22',
      new Date(),
    );
    expect(one).toMatchObject({ billId: 'b1', kind: 'NC', ncDepartment: 'MGMT', total: 0 });
  });
});
