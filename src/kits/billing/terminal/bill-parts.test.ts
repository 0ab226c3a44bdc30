import type { Bill } from '../domain/bill-types';
import { billKey, billsToSettle } from './bill-parts';

const bill = (billId: string, part: number | undefined, billNo: number, status: Bill['status'] = 'UNSETTLED') =>
  ({ billId, part, billNo, seq: billNo ? `DN-${billNo}` : '', status }) as Bill;

describe('the bills of a table to settle', () => {
  it('takes each part once, the server copy over the one made here, in part order', () => {
    const made = [bill('B1', 0, 0), bill('B1', 1, 0), bill('B1', 2, 0)];
    const server = [bill('B1', 1, 41), bill('B1', 0, 40)];
    expect(billsToSettle(made, server, new Set()).map((row) => [row.part, row.billNo])).toEqual([
      [0, 40],
      [1, 41],
      [2, 0],
    ]);
  });
  it('leaves out the bills settled here and those not unsettled', () => {
    const server = [bill('B1', 0, 40), bill('B1', 1, 41), bill('B0', 0, 12, 'VOID')];
    expect(billsToSettle([], server, new Set([billKey(bill('B1', 0, 0))])).map((row) => row.billNo)).toEqual([41]);
  });
  it('keys a bill with no part by its number', () => {
    expect(billKey(bill('B7', undefined, 9))).toBe('B7|#9');
    expect(billKey(bill('B7', 0, 9))).toBe('B7|0');
  });
});
