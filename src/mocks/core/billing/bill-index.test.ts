import { describe, expect, it } from 'vitest';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import { billsBetween, buildBillIndex, indexBill } from './bill-index';

const bill = (billNo: number, dat: string, more: Partial<Bill> = {}) =>
  ({
    billNo,
    dat,
    billId: `b${billNo}`,
    seq: `DN26-${String(billNo).padStart(6, '0')}`,
    status: 'UNSETTLED',
    settleId: '',
    ...more,
  }) as Bill;

describe('the bill index', () => {
  it('finds bills by period, id and settlement, keeps the unsettled, the last number and each series', () => {
    const index = buildBillIndex([
      bill(3, '2026-11-02'),
      bill(1, '2026-11-01'),
      bill(2, '2026-11-02', { billId: 'b1', seq: 'FH26-000007' }),
    ]);
    expect(billsBetween(index, '2026-11-02', '2026-11-02').map((row) => row.billNo)).toEqual([2, 3]);
    expect(billsBetween(index, '', '').map((row) => row.billNo)).toEqual([1, 2, 3]);
    expect([...index.byBillId.get('b1')!.keys()]).toEqual([1, 2]);
    expect([index.lastBillNo, index.seqMax.get('DN26-'), index.seqMax.get('FH26-')]).toEqual([3, 3, 7]);

    const settled = bill(3, '2026-11-02', { status: 'SETTLED', settleId: 's3' });
    indexBill(index, settled, bill(3, '2026-11-02'));
    expect(index.bySettleId.get('s3')).toBe(settled);
    expect([...index.unsettled.keys()].sort()).toEqual([1, 2]);
    indexBill(index, bill(4, '2026-10-31'), undefined);
    expect(billsBetween(index, '', '2026-11-01').map((row) => row.billNo)).toEqual([4, 1]);
  });
});
