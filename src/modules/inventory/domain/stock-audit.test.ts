import { describe, expect, it } from 'vitest';
import type { CountLine } from './count-sheet';
import { fromMilli } from '../../../lib/quantity/quantity';
import { auditStock, type AuditOptions } from './stock-audit';
import { lotsOf, onHandMilli, stockIndex } from '../../../kits/stock/stock-balance';
import { TransactionType } from '../../../kits/stock/stock-row';
import { issued, receipt, stockAuditLedger, testItems } from '../../../kits/stock/stock-test-data';

const ledger = [
  receipt('ITM-0003', 'MAIN', '25040100001', '2025-04-01', 10, 100, { batchNo: 'OLD' }),
  receipt('ITM-0003', 'MAIN', '25040200001', '2025-04-02', 5, 120),
  issued('ITM-0003', 'MAIN', '25040100001', '2025-04-03', 2.5, 100),
  receipt('ITM-0001', 'MAIN', '25040300001', '2025-04-03', 20, 30),
  receipt('ITM-0001', 'KIT', '25040500001', '2025-04-05', 1, 32.5), // the latest receipt, in another store
  receipt('ITM-0005', 'COLD', '25041000001', '2025-04-10', 40, 56),
];
const options: AuditOptions = {
  transactionId: 'AUD25-04/0001',
  date: '2025-04-10',
  store: 'MAIN',
  items: testItems,
  standardRate: (id) => (id === 'ITM-0007' ? 48 : undefined),
};

describe('auditStock', () => {
  it('adjusts each counted item to its count: gains at the latest receipt rate, losses from the oldest lots', () => {
    const sheet: CountLine[] = [
      { itemName: 'ITM-0003', counted: 10 }, // book 12.5: loses 2.5 from the OLD lot
      { itemName: 'ITM-0001', counted: '21.5' }, // book 20: gains 1.5 at 32.50
      { itemName: 'ITM-0005', counted: 0 }, // book 0 in MAIN: no change
      { itemName: 'ITM-0007', counted: 3 }, // never received: gains 3 at the standard rate 48
    ];
    const result = auditStock(ledger, sheet, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.rows.map((row) => [
        row.sno,
        row.itemName,
        row.gin,
        row.qtyin,
        row.qtyout,
        row.rat,
        row.stdum,
        row.transactionType,
        row.lineId,
      ]),
    ).toEqual([
      [1, 'ITM-0003', '25040100001', 0, 2.5, 100, 'KG', TransactionType.AUDIT_LOSS, 1],
      [2, 'ITM-0001', '25041000002', 1.5, 0, 32.5, 'KG', TransactionType.AUDIT_GAIN, 2],
      [4, 'ITM-0007', '25041000003', 3, 0, 48, 'PKT', TransactionType.AUDIT_GAIN, 3],
    ]);
    expect(
      result.rows.every(
        (row) => row.store === 'MAIN' && row.dat === '2025-04-10' && row.transactionId === 'AUD25-04/0001',
      ),
    ).toBe(true);
    expect(result.changes).toEqual([
      { line: 1, itemName: 'ITM-0003', book: 12.5, counted: 10, difference: -2.5 },
      { line: 2, itemName: 'ITM-0001', book: 20, counted: 21.5, difference: 1.5 },
      { line: 4, itemName: 'ITM-0007', book: 0, counted: 3, difference: 3 },
    ]);
    expect(result.summary).toEqual({ lines: 4, itemsChanged: 3, gainValue: 4875 + 14400, lossValue: 25000 });
    const after = stockIndex([...ledger, ...result.rows], '2025-04-10');
    expect(fromMilli(onHandMilli(after, 'ITM-0003', 'MAIN'))).toBe(10);
    expect(lotsOf(after, 'ITM-0003', 'MAIN').map((lot) => [lot.gin, lot.milli])).toEqual([
      ['25040100001', 5000],
      ['25040200001', 5000],
    ]);
  });

  it('asks for the store along with the sheet’s own problems', () => {
    expect(auditStock(ledger, [{ itemName: 'ITM-0404', counted: 1 }], { ...options, store: '' })).toEqual({
      ok: false,
      problems: [
        { line: 0, itemName: '', message: 'Choose the store that was counted.' },
        { line: 1, itemName: 'ITM-0404', message: 'ITM-0404 is not a known item.' },
      ],
    });
  });

  it('reports every problem of a 5,000-line sheet at once', () => {
    const { rows, items, itemNames } = stockAuditLedger(2_000, 5_000);
    const sheet: CountLine[] = itemNames.map((itemName, n) => ({ itemName, counted: (n % 7) + 0.5 }));
    sheet[9] = { itemName: 'ITM-NOPE', counted: 1 };
    sheet[999] = { itemName: sheet[999]!.itemName, counted: 'about 4' };
    sheet[2_499] = { itemName: sheet[2_499]!.itemName, counted: -1 };
    sheet[3_999] = { itemName: sheet[3_999]!.itemName, counted: 0.0001 };
    sheet[4_999] = { itemName: sheet[0]!.itemName, counted: 2 };
    sheet[4_500] = { itemName: sheet[4_500]!.itemName, counted: '' };
    const result = auditStock(rows, sheet, { ...options, store: 'S1', date: '2026-03-31', items });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.line)).toEqual([10, 1000, 2500, 4000, 4501, 5000]);
    expect(result.problems[1]!.message).toMatch(/^The count "about 4" for .+ is not a number\.$/);
    expect(result.problems[5]!.message).toMatch(/is counted twice: on lines 1 and 5000\.$/);
  });

  it('brings a whole 5,000-item store to its count, building the index once', () => {
    const { rows, items, itemNames } = stockAuditLedger(30_000, 5_000);
    const sheet: CountLine[] = itemNames.map((itemName, n) => ({
      itemName,
      counted: n % 3 === 0 ? 0 : (n % 11) + 0.25,
    }));
    const date = '2026-03-31';
    const index = stockIndex(rows, date);
    const result = auditStock(rows, sheet, { ...options, store: 'S1', date, items, index });
    if (!result.ok) throw new Error(result.problems[0]!.message);
    expect(result.summary.lines).toBe(5_000);
    expect(result.summary.itemsChanged).toBeGreaterThan(4_000);
    expect(new Set(result.rows.map((row) => row.lineId)).size).toBe(result.rows.length);
    const after = stockIndex([...rows, ...result.rows], date);
    const wrong = sheet.filter(({ itemName, counted }) => fromMilli(onHandMilli(after, itemName, 'S1')) !== counted);
    expect(wrong).toEqual([]);
  });
});
