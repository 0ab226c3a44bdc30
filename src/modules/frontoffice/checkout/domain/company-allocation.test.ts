import { toPaise } from '../../../../lib/money/money';
import { allocateOldestFirst, oldestFirst, sharesProblem, type PendingBill } from './company-allocation';

const BILLS: PendingBill[] = [
  { billNo: 'FBL26-11/0010', dat: '2026-11-12', pending: toPaise(4000) },
  { billNo: 'FBL26-11/0002', dat: '2026-11-03', pending: toPaise(1500.5) },
  { billNo: 'FBL26-11/0009', dat: '2026-11-12', pending: toPaise(700) },
];

describe('company receipt allocation', () => {
  it('orders the bills by date, then by number', () => {
    expect(oldestFirst(BILLS).map((bill) => bill.billNo)).toEqual(['FBL26-11/0002', 'FBL26-11/0009', 'FBL26-11/0010']);
  });

  it('fills the oldest bills first, each up to its pending amount', () => {
    expect(allocateOldestFirst(BILLS, toPaise(2000))).toEqual([
      { billNo: 'FBL26-11/0002', amount: toPaise(1500.5) },
      { billNo: 'FBL26-11/0009', amount: toPaise(499.5) },
    ]);
    expect(allocateOldestFirst(BILLS, toPaise(9000))).toEqual([
      { billNo: 'FBL26-11/0002', amount: toPaise(1500.5) },
      { billNo: 'FBL26-11/0009', amount: toPaise(700) },
      { billNo: 'FBL26-11/0010', amount: toPaise(4000) },
    ]);
    expect(allocateOldestFirst(BILLS, 0)).toEqual([]);
  });

  it('takes shares as chosen when they add up and stay within each bill’s pending amount', () => {
    expect(sharesProblem(BILLS, toPaise(1000), [{ billNo: 'FBL26-11/0010', amount: toPaise(1000) }])).toBeNull();
    expect(
      sharesProblem(BILLS, toPaise(1000), [
        { billNo: 'FBL26-11/0009', amount: toPaise(800) },
        { billNo: 'FBL26-11/0010', amount: toPaise(200) },
      ]),
    ).toBe('800.00 is more than the 700.00 pending on bill FBL26-11/0009.');
    expect(sharesProblem(BILLS, toPaise(1000), [{ billNo: 'FBL26-11/0010', amount: toPaise(900) }])).toBe(
      'The bills take 900.00; the receipt is 1,000.00.',
    );
    expect(sharesProblem(BILLS, toPaise(7000), [])).toBe('7,000.00 is more than the 6,200.50 the company has pending.');
    expect(sharesProblem(BILLS, 0, [])).toBe('Enter the amount received, above 0.');
    expect(sharesProblem(BILLS, toPaise(10), [{ billNo: 'FBL26-11/0099', amount: toPaise(10) }])).toBe(
      "Bill FBL26-11/0099 is not one of the company's pending bills.",
    );
    expect(
      sharesProblem(BILLS, toPaise(10), [
        { billNo: 'FBL26-11/0010', amount: toPaise(5) },
        { billNo: 'FBL26-11/0010', amount: toPaise(5) },
      ]),
    ).toBe('Bill FBL26-11/0010 is given twice.');
  });
});
