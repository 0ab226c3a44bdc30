import { describe, expect, it } from 'vitest';
import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import { closingStockByStore, onHand, stockIndex } from '../../../kits/stock/stock-balance';
import { transferStock, type TransferOptions } from './stock-transfer';
import { TransactionType } from '../../../kits/stock/stock-row';
import { issued, receipt, syntheticLedger, testItems } from '../../../kits/stock/stock-test-data';

const ledger = [
  receipt('ITM-0003', 'MAIN', '25040100001', '2025-04-01', 10, 100, { batchNo: 'OLD', expdate: '2026-03-01' }),
  receipt('ITM-0003', 'MAIN', '25040200001', '2025-04-02', 5, 120.25, { batchNo: 'NEW' }),
  issued('ITM-0003', 'MAIN', '25040100001', '2025-04-03', 2.5, 100),
  receipt('ITM-0005', 'COLD', '25040300001', '2025-04-03', 40, 56, { stdum: 'LTR' }),
];
const options: TransferOptions = { transactionId: 'STR25-04/0001', date: '2025-04-10', items: testItems };

describe('transferStock', () => {
  it('pairs every out-row with an in-row of the same lot, rate and quantity', () => {
    const result = transferStock(
      ledger,
      {
        fromStore: 'MAIN',
        toStore: 'KIT',
        lines: [
          { itemName: 'ITM-0003', qty: 9 },
          { itemName: 'ITM-0005', qty: 1 },
        ],
      },
      options,
    );
    expect(result.ok).toBe(false); // milk is in COLD, not MAIN
    const moved = transferStock(
      ledger,
      { fromStore: 'MAIN', toStore: 'KIT', lines: [{ itemName: 'ITM-0003', qty: 9 }] },
      options,
    );
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(
      moved.outRows.map((row) => [
        row.store,
        row.gin,
        row.batchNo,
        row.qtyout,
        row.rat,
        row.transactionType,
        row.lineId,
      ]),
    ).toEqual([
      ['MAIN', '25040100001', 'OLD', 7.5, 100, TransactionType.TRANSFER_OUT, 1],
      ['MAIN', '25040200001', 'NEW', 1.5, 120.25, TransactionType.TRANSFER_OUT, 2],
    ]);
    expect(
      moved.inRows.map((row) => [
        row.store,
        row.gin,
        row.batchNo,
        row.expdate,
        row.qtyin,
        row.qtyout,
        row.rat,
        row.transactionType,
        row.lineId,
      ]),
    ).toEqual([
      ['KIT', '25040100001', 'OLD', '2026-03-01', 7.5, 0, 100, TransactionType.TRANSFER_IN, 3],
      ['KIT', '25040200001', 'NEW', '', 1.5, 0, 120.25, TransactionType.TRANSFER_IN, 4],
    ]);
    expect(moved.outRows[0]!.descr).toBe('Transfer to KIT');
    expect(moved.inRows[0]!.descr).toBe('Transfer from MAIN');
  });

  it('keeps total stock and value unchanged: the target gains exactly what the source loses', () => {
    const rows = syntheticLedger(6_000, 11, 40, 4);
    const asOn = '2026-04-01';
    const before = stockIndex(rows, asOn);
    const [line] = closingStockByStore(rows, asOn).filter((stock) => stock.store === 'S1' && stock.qty > 5);
    const items = () => ({ name: 'Synthetic', unit: 'KG' });
    const moved = transferStock(
      rows,
      { fromStore: 'S1', toStore: 'S2', lines: [{ itemName: line!.itemName, qty: 5.125 }] },
      { ...options, date: asOn, items },
    );
    if (!moved.ok) throw new Error(moved.problems[0]!.message);
    const afterRows = [...rows, ...moved.outRows, ...moved.inRows];
    const after = stockIndex(afterRows, asOn);
    expect(onHand(after, line!.itemName, 'S1')).toBe(fromMilli(before.onHandMilli(line!.itemName, 'S1') - 5125));
    expect(after.onHandMilli(line!.itemName, 'S1')).toBe(before.onHandMilli(line!.itemName, 'S1') - 5125);
    expect(after.onHandMilli(line!.itemName, 'S2')).toBe(before.onHandMilli(line!.itemName, 'S2') + 5125);
    const total = (lines: { qty: number; value: number }[]) =>
      lines.reduce((sum, stock) => [sum[0]! + toMilli(stock.qty), sum[1]! + stock.value], [0, 0]);
    const [qtyBefore, valueBefore] = total(closingStockByStore(rows, asOn));
    const [qtyAfter, valueAfter] = total(closingStockByStore(afterRows, asOn));
    expect(qtyAfter).toBe(qtyBefore);
    expect(Math.abs(valueAfter! - valueBefore!)).toBeLessThanOrEqual(2); // each line is rounded to the paisa once
  });

  it('moves branch to branch, even between stores of the same code', () => {
    const moved = transferStock(
      ledger,
      {
        fromStore: 'MAIN',
        toStore: 'MAIN',
        fromBranch: 'E001',
        toBranch: 'E002',
        lines: [{ itemName: 'ITM-0003', qty: 1, gin: '25040200001' }],
      },
      options,
    );
    expect(
      moved.ok && [moved.outRows[0]!.descr, moved.inRows[0]!.descr, moved.inRows[0]!.store, moved.inRows[0]!.gin],
    ).toEqual(['Transfer to E002 / MAIN', 'Transfer from E001 / MAIN', 'MAIN', '25040200001']);
  });

  it('refuses the same source and target, and reports every other problem with it', () => {
    expect(
      transferStock(ledger, { fromStore: 'MAIN', toStore: 'MAIN', lines: [{ itemName: 'ITM-0003', qty: 1 }] }, options),
    ).toEqual({
      ok: false,
      problems: [
        {
          line: 0,
          itemName: '',
          message: 'The stock would leave MAIN for the same store; choose another store or branch.',
        },
      ],
    });
    const result = transferStock(
      ledger,
      {
        fromStore: 'MAIN',
        toStore: 'MAIN',
        fromBranch: 'E1',
        toBranch: 'E1',
        lines: [
          { itemName: 'ITM-0003', qty: 99 },
          { itemName: 'X', qty: 1 },
        ],
      },
      options,
    );
    expect(!result.ok && result.problems.map((problem) => problem.line)).toEqual([0, 1, 2]);
    expect(!result.ok && result.problems[1]!.message).toBe(
      'Only 12.5 KG of Basmati rice (ITM-0003) is in store MAIN; 99 was asked for.',
    );
    const empty = transferStock(ledger, { fromStore: '', toStore: '', lines: [] }, options);
    expect(!empty.ok && empty.problems.map((problem) => problem.message)).toEqual([
      'Choose the store the stock leaves.',
      'Choose the store the stock goes to.',
      'Add at least one line to transfer.',
    ]);
  });
});
