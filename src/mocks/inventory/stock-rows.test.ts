import { receipt, testItems } from '../../kits/stock/stock-test-data';
import { documentLines, documentRows, rowsTotal } from './stock-rows';

const ledger = [
  receipt('ITM-0003', 'MAIN', '26110100001', '2026-11-01', 10, 100),
  receipt('ITM-0003', 'MAIN', '26110200001', '2026-11-02', 10, 120),
];
const context = {
  transactionId: 'ISS26-11/0001',
  items: testItems,
  rateRule: 'GIN' as const,
  standardRate: () => undefined,
};
const header = { traType: 'Issues' as const, dat: '2026-11-26', descriptio: 'Kitchen', department: 'KIT' };

describe("the server's stock rows of a document", () => {
  it('draws an issue oldest lot first and sums each line with its lots and value', () => {
    const outcome = documentRows(
      ledger,
      header,
      [{ sno: 1, itemId: 'ITM-0003', qtyin: 0, qtyout: 12.5, store: 'MAIN' }],
      context,
    );
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.rows.map((row) => [row.gin, row.qtyout, row.rat, row.transactionType])).toEqual([
      ['26110100001', 10, 100, 103],
      ['26110200001', 2.5, 120, 103],
    ]);
    expect(rowsTotal(outcome.rows)).toBe(1300);
    expect(documentLines('ISS26-11/0001', outcome.rows, testItems)).toEqual([
      expect.objectContaining({
        sno: 1,
        itemid: 'ITM-0003',
        qtyin: 0,
        qtyout: 12.5,
        gin: '26110100001, 26110200001',
        value: 1300,
      }),
    ]);
  });

  it('refuses a loss beyond the stock naming what is there', () => {
    const outcome = documentRows(
      ledger,
      { ...header, traType: 'Losses' },
      [{ sno: 1, itemId: 'ITM-0003', qtyin: 0, qtyout: 21, store: 'MAIN' }],
      context,
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.problems[0]!.message).toMatch(
        /^Only 20 KG of .* \(ITM-0003\) is in store MAIN; 21 was asked for\.$/,
      );
  });

  it('receives a sample in under a new GIN of its day, at the rate typed', () => {
    const outcome = documentRows(
      ledger,
      { ...header, traType: 'Sameple In' },
      [{ sno: 1, itemId: 'ITM-0003', qtyin: 4, qtyout: 0, store: 'MAIN', rate: 99.5 }],
      { ...context, transactionId: 'SMI26-11/0001' },
    );
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.rows).toEqual([
      expect.objectContaining({ gin: '26112600001', qtyin: 4, rat: 99.5, transactionType: 6 }),
    ]);
  });
});
