import type { Bill } from '../domain/bill-types';
import { numberedFrom } from './numbered-answer';

const kept = {
  billId: 'b1',
  seq: '',
  billNo: 0,
  part: 0,
  status: 'SETTLED',
  tenders: [{ mode: 'CASH', amount: 120 }],
} as unknown as Bill;
const server = (seq: string, billNo: number, part = 0) => ({
  billId: 'b1',
  seq,
  billNo,
  part,
  status: 'UNSETTLED',
  tenders: [],
});

describe('numberedFrom', () => {
  it("takes a table bill's number from the bills answered, the one of its part", () => {
    const second = { ...kept, part: 1 };
    const answer = { result: 'OK', bills: [server('DN26-000007', 7, 0), server('DN26-000008', 8, 1)] };
    expect(numberedFrom(kept, answer)).toEqual({ ...kept, seq: 'DN26-000007', billNo: 7 });
    expect(numberedFrom(second, answer)).toMatchObject({ seq: 'DN26-000008', billNo: 8, part: 1 });
  });

  it("takes a counter sale's number from its one bill, keeping the bill in hand's settlement", () => {
    const numbered = numberedFrom(kept, { result: 'OK', bill: server('CA26-000001', 41), change: 0 });
    expect(numbered).toEqual({ ...kept, seq: 'CA26-000001', billNo: 41 });
    expect(numbered?.status).toBe('SETTLED');
  });

  it('gives nothing while no answer, or an answer with no number, has come', () => {
    expect(numberedFrom(kept, null)).toBeNull();
    expect(numberedFrom(kept, { result: 'OK' })).toBeNull();
    expect(numberedFrom(kept, { result: 'OK', bill: server('', 0) })).toBeNull();
    expect(numberedFrom(kept, { result: 'OK', bills: 'none' })).toBeNull();
  });
});
