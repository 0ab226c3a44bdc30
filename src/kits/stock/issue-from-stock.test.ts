import { describe, expect, it } from 'vitest';
import { issueFromStock, type IssueOptions } from './issue-from-stock';
import { problemsText } from './line-problem';
import { onHand, stockIndex } from './stock-balance';
import { TransactionType } from './stock-row';
import { issued, receipt, testItems } from './stock-test-data';

const ledger = [
  receipt('ITM-0003', 'MAIN', '25040100001', '2025-04-01', 10, 100, {
    batchNo: 'OLD',
    manudate: '2025-03-01',
    expdate: '2026-03-01',
  }),
  receipt('ITM-0003', 'MAIN', '25040200001', '2025-04-02', 5, 120, { batchNo: 'NEW' }),
  issued('ITM-0003', 'MAIN', '25040100001', '2025-04-03', 2.5, 100),
  receipt('ITM-0003', 'KIT', '25040300001', '2025-04-03', 3, 90),
  receipt('ITM-0001', 'MAIN', '25040300002', '2025-04-03', 20, 30),
  receipt('ITM-0003', 'MAIN', '25050100001', '2025-05-01', 50, 130), // after the issue date
];
// In MAIN on 2025-04-10: rice 7.5 @100 (OLD) + 5 @120 (NEW) = 12.5 KG; onion 20 KG.

const options: IssueOptions = { transactionId: 'ISS25-04/0001', date: '2025-04-10', items: testItems, rateRule: 'GIN' };

describe('issueFromStock', () => {
  it('draws the oldest lots first, a row per lot, at each lot’s rate', () => {
    const result = issueFromStock(
      ledger,
      [{ itemName: 'ITM-0003', store: 'MAIN', qty: 9, department: 'KITCHEN', descr: 'Lunch' }],
      options,
    );
    expect(result.ok && result.rows).toEqual([
      {
        transactionId: 'ISS25-04/0001',
        sno: 1,
        gin: '25040100001',
        itemName: 'ITM-0003',
        dat: '2025-04-10',
        batchNo: 'OLD',
        manudate: '2025-03-01',
        expdate: '2026-03-01',
        store: 'MAIN',
        qtyin: 0,
        qtyout: 7.5,
        stdum: 'KG',
        rat: 100,
        department: 'KITCHEN',
        descr: 'Lunch',
        transactionType: TransactionType.ISSUE,
        lineId: 1,
      },
      {
        transactionId: 'ISS25-04/0001',
        sno: 1,
        gin: '25040200001',
        itemName: 'ITM-0003',
        dat: '2025-04-10',
        batchNo: 'NEW',
        manudate: '',
        expdate: '',
        store: 'MAIN',
        qtyin: 0,
        qtyout: 1.5,
        stdum: 'KG',
        rat: 120,
        department: 'KITCHEN',
        descr: 'Lunch',
        transactionType: TransactionType.ISSUE,
        lineId: 2,
      },
    ]);
  });

  it('takes from the GIN a line names, and writes the type asked for', () => {
    const result = issueFromStock(ledger, [{ itemName: 'ITM-0003', store: 'MAIN', qty: 2, gin: '25040200001' }], {
      ...options,
      transactionType: TransactionType.LOSS,
    });
    expect(result.ok && result.rows.map((row) => [row.gin, row.qtyout, row.rat, row.transactionType])).toEqual([
      ['25040200001', 2, 120, 102],
    ]);
    expect(() => issueFromStock(ledger, [], { ...options, transactionType: TransactionType.RECEIPT })).toThrow(
      RangeError,
    );
  });

  it('prices at the weighted average of the year’s receipts with the AVERAGE rule', () => {
    const result = issueFromStock(ledger, [{ itemName: 'ITM-0003', store: 'MAIN', qty: 9 }], {
      ...options,
      rateRule: 'AVERAGE',
    });
    // Receipts 2025-04-01..10 in every store: 10 @100 + 5 @120 + 3 @90 = 1870 / 18 = 103.888… → 103.89
    expect(result.ok && result.rows.map((row) => [row.gin, row.qtyout, row.rat])).toEqual([
      ['25040100001', 7.5, 103.89],
      ['25040200001', 1.5, 103.89],
    ]);
    const fromMay = issueFromStock(ledger, [{ itemName: 'ITM-0003', store: 'MAIN', qty: 1 }], {
      ...options,
      rateRule: 'AVERAGE',
      yearStart: '2025-04-02',
    });
    expect(fromMay.ok && fromMay.rows[0]!.rat).toBe(108.75); // (600 + 270) / 8
    const none = issueFromStock(ledger, [{ itemName: 'ITM-0003', store: 'MAIN', qty: 1 }], {
      ...options,
      rateRule: 'AVERAGE',
      yearStart: '2025-04-05',
    });
    expect(none.ok && none.rows[0]!.rat).toBe(100); // no receipts in the window: the lot's own rate
  });

  it('refuses a shortage naming the item, the store and what there is', () => {
    const result = issueFromStock(ledger, [{ itemName: 'ITM-0003', store: 'MAIN', qty: 20 }], options);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          line: 1,
          itemName: 'ITM-0003',
          message: 'Only 12.5 KG of Basmati rice (ITM-0003) is in store MAIN; 20 was asked for.',
        },
      ],
    });
    const fromGin = issueFromStock(
      ledger,
      [{ itemName: 'ITM-0003', store: 'MAIN', qty: 6, gin: '25040200001' }],
      options,
    );
    expect(!fromGin.ok && fromGin.problems[0]!.message).toBe(
      'Only 5 KG of Basmati rice (ITM-0003) is in store MAIN under GIN 25040200001; 6 was asked for.',
    );
  });

  it('lets later lines of a document take only what earlier lines left, and reports every problem', () => {
    const lines = [
      { itemName: 'ITM-0003', store: 'MAIN', qty: 8 },
      { itemName: 'ITM-0001', store: 'MAIN', qty: 1.25 },
      { itemName: 'ITM-0003', store: 'MAIN', qty: 4.5 },
      { itemName: 'ITM-0003', store: 'MAIN', qty: 0.001 },
      { itemName: 'ITM-0099', store: 'MAIN', qty: 1 },
      { itemName: 'ITM-0001', store: 'MAIN', qty: 0 },
      { itemName: 'ITM-0001', store: 'MAIN', qty: 1.2345 },
      { itemName: 'ITM-0001', store: '', qty: 1 },
      { itemName: 'ITM-0003', store: 'KIT', qty: 3.5 },
    ];
    const result = issueFromStock(ledger, lines, options);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        line: 4,
        itemName: 'ITM-0003',
        message:
          'Only 0 KG of Basmati rice (ITM-0003) is left in store MAIN after the earlier lines of this document; 0.001 was asked for.',
      },
      { line: 5, itemName: 'ITM-0099', message: 'ITM-0099 is not a known item.' },
      { line: 6, itemName: 'ITM-0001', message: 'The quantity of Onion (ITM-0001) must be more than 0.' },
      { line: 7, itemName: 'ITM-0001', message: 'The quantity 1.2345 of Onion (ITM-0001) has more than 3 decimals.' },
      { line: 8, itemName: 'ITM-0001', message: 'Choose the store Onion (ITM-0001) comes from.' },
      {
        line: 9,
        itemName: 'ITM-0003',
        message: 'Only 3 KG of Basmati rice (ITM-0003) is in store KIT; 3.5 was asked for.',
      },
    ]);
    expect(problemsText(result.problems.slice(0, 2))).toBe(
      'Line 4: Only 0 KG of Basmati rice (ITM-0003) is left in store MAIN after the earlier lines of this document; 0.001 was asked for. Line 5: ITM-0099 is not a known item.',
    );
    const partly = issueFromStock(ledger, [lines[0]!, { itemName: 'ITM-0003', store: 'MAIN', qty: 5 }], options);
    expect(!partly.ok && partly.problems[0]!.message).toBe(
      'Only 4.5 KG of Basmati rice (ITM-0003) is left in store MAIN after the earlier lines of this document; 5 was asked for.',
    );
  });

  it('splits the stock exactly between lines, leaving the books at zero', () => {
    const lines = [
      { itemName: 'ITM-0003', store: 'MAIN', qty: 8 },
      { itemName: 'ITM-0003', store: 'MAIN', qty: 4.4 },
      { itemName: 'ITM-0003', store: 'MAIN', qty: 0.1 },
    ];
    const result = issueFromStock(ledger, lines, { ...options, index: stockIndex(ledger, '2025-04-10') });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows.map((row) => [row.sno, row.gin, row.qtyout, row.lineId])).toEqual([
      [1, '25040100001', 7.5, 1],
      [1, '25040200001', 0.5, 2],
      [2, '25040200001', 4.4, 3],
      [3, '25040200001', 0.1, 4],
    ]);
    expect(onHand(stockIndex([...ledger, ...result.rows], '2025-04-10'), 'ITM-0003', 'MAIN')).toBe(0);
  });
});
