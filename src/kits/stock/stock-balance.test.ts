import { describe, expect, it } from 'vitest';
import { toPaise } from '../../lib/money/money';
import { divideRounded } from '../../lib/money/money-decimal';
import { toMilli } from '../../lib/quantity/quantity';
import {
  closingStockByStore,
  latestReceiptRate,
  lotOf,
  lotsOf,
  onHand,
  onHandMilli,
  stockIndex,
} from './stock-balance';
import { TransactionType, type StockRow } from './stock-row';
import { issued, receipt, seededRandom, stockRow, syntheticLedger } from './stock-test-data';

const ledger: StockRow[] = [
  receipt('ITM-0003', 'MAIN', '25040100001', '2025-04-01', 10, 100, { batchNo: 'B1', expdate: '2026-04-01' }),
  receipt('ITM-0003', 'MAIN', '25040500001', '2025-04-05', 0.1, 110.5),
  receipt('ITM-0003', 'MAIN', '25040500002', '2025-04-05', 0.2, 110.5),
  issued('ITM-0003', 'MAIN', '25040100001', '2025-04-06', 4.25, 100),
  receipt('ITM-0003', 'KIT', '25040100001', '2025-04-07', 2, 100, { transactionType: TransactionType.TRANSFER_IN }),
  issued('ITM-0003', 'MAIN', '25040100001', '2025-04-07', 2, 100, { transactionType: TransactionType.TRANSFER_OUT }),
  receipt('ITM-0001', 'MAIN', '25040800001', '2025-04-08', 5, 30),
  issued('ITM-0001', 'MAIN', '25040800001', '2025-04-09', 5, 30),
];

describe('stock index', () => {
  it('keeps stock per item and store in thousandths (no float drift)', () => {
    const index = stockIndex(ledger);
    expect(onHand(index, 'ITM-0003', 'MAIN')).toBe(4.05); // 10 + 0.1 + 0.2 − 4.25 − 2
    expect(onHandMilli(index, 'ITM-0003', 'MAIN')).toBe(4050);
    expect(onHand(index, 'ITM-0003', 'KIT')).toBe(2);
    expect(onHand(index, 'ITM-0001', 'MAIN')).toBe(0);
    expect(onHand(index, 'ITM-0009', 'MAIN')).toBe(0);
    expect(onHand(index, 'ITM-0003', 'NOWHERE')).toBe(0);
  });

  it('answers as on a date', () => {
    const index = stockIndex(ledger, '2025-04-05');
    expect(onHand(index, 'ITM-0003', 'MAIN')).toBe(10.3);
    expect(onHand(stockIndex(ledger, '2025-03-31'), 'ITM-0003', 'MAIN')).toBe(0);
    expect(onHand(stockIndex([{ ...ledger[0]!, dat: '2025-04-01T10:30:00' }], '2025-04-01'), 'ITM-0003', 'MAIN')).toBe(
      10,
    );
  });

  it('lists the lots still holding stock, oldest receipt first, with their receipt details', () => {
    const index = stockIndex(ledger);
    const lots = lotsOf(index, 'ITM-0003', 'MAIN');
    expect(lots.map((lot) => [lot.gin, lot.milli])).toEqual([
      ['25040100001', 3750],
      ['25040500001', 100],
      ['25040500002', 200],
    ]);
    expect(lots[0]).toMatchObject({
      batchNo: 'B1',
      expdate: '2026-04-01',
      rat: 100,
      receivedOn: '2025-04-01',
      stdum: 'KG',
    });
    expect(lotsOf(index, 'ITM-0001', 'MAIN')).toEqual([]);
    expect(lotOf(index, 'ITM-0001', 'MAIN', '25040800001')?.milli).toBe(0);
    // The same GIN moved to another store is a lot of its own there, received on the transfer day.
    expect(lotsOf(index, 'ITM-0003', 'KIT')).toMatchObject([
      { gin: '25040100001', milli: 2000, receivedOn: '2025-04-07', rat: 100 },
    ]);
  });

  it('takes a lot’s details from its earliest receipt, whatever the row order', () => {
    const rows = [
      issued('ITM-0005', 'COLD', '25041000001', '2025-04-12', 1, 99),
      receipt('ITM-0005', 'COLD', '25041000001', '2025-04-11', 1, 48, { batchNo: 'LATE' }),
      receipt('ITM-0005', 'COLD', '25041000001', '2025-04-10', 5, 45, { batchNo: 'FIRST' }),
    ];
    const [lot] = lotsOf(stockIndex(rows), 'ITM-0005', 'COLD');
    expect(lot).toMatchObject({ batchNo: 'FIRST', rat: 45, receivedOn: '2025-04-10', milli: 5000 });
    expect(lotsOf(stockIndex([...rows].reverse()), 'ITM-0005', 'COLD')[0]).toEqual(lot);
  });

  it('files odd GINs too, and keeps two items of one GIN apart', () => {
    const rows = [
      receipt('ITM-0001', 'MAIN', 'OLD-7', '2025-04-01', 3, 10),
      receipt('ITM-0001', 'MAIN', '', '2025-04-01', 1, 10),
      issued('ITM-0001', 'MAIN', 'OLD-7', '2025-04-02', 1, 10),
      receipt('ITM-0005', 'MAIN', 'OLD-7', '2025-04-01', 7, 20),
    ];
    const index = stockIndex(rows);
    expect(lotOf(index, 'ITM-0001', 'MAIN', 'OLD-7')?.milli).toBe(2000);
    expect(lotOf(index, 'ITM-0001', 'MAIN', '')?.milli).toBe(1000);
    expect(lotOf(index, 'ITM-0005', 'MAIN', 'OLD-7')?.milli).toBe(7000);
  });

  it('knows each item’s latest inward receipt rate (transfers aside)', () => {
    const index = stockIndex(ledger);
    expect(latestReceiptRate(index, 'ITM-0003')).toBe(110.5);
    expect(latestReceiptRate(index, 'ITM-0001')).toBe(30);
    expect(latestReceiptRate(index, 'ITM-0007')).toBeUndefined();
    expect(latestReceiptRate(stockIndex(ledger, '2025-04-04'), 'ITM-0003')).toBe(100);
  });
});

describe('closingStockByStore', () => {
  it('values each lot at its receipt rate, sorted by store then item', () => {
    const rows = [
      ...ledger,
      stockRow({
        itemName: 'ITM-0003',
        store: 'MAIN',
        gin: '25040500001',
        dat: '2025-04-09',
        qtyout: 0.05,
        rat: 999,
        transactionType: 103,
      }),
    ];
    expect(closingStockByStore(rows, '2025-12-31')).toEqual([
      { store: 'KIT', itemName: 'ITM-0003', qty: 2, value: 20000 },
      // 3.75 × 100 + 0.05 × 110.5 + 0.2 × 110.5 (the issue's own rate 999 does not matter) = 402.625 → 402.63
      { store: 'MAIN', itemName: 'ITM-0003', qty: 4, value: 40263 },
    ]);
    expect(closingStockByStore(rows, '2025-04-01')).toEqual([
      { store: 'MAIN', itemName: 'ITM-0003', qty: 10, value: 100000 },
    ]);
    expect(closingStockByStore([], '2025-04-01')).toEqual([]);
  });

  it('agrees with a naive computation on a 200,000-row ledger', () => {
    const rows = syntheticLedger(200_000, 7);
    const asOn = '2026-01-15';
    const lines = closingStockByStore(rows, asOn);
    const sorted = [...lines].sort((a, b) => (a.store + '|' + a.itemName < b.store + '|' + b.itemName ? -1 : 1));
    expect(lines).toEqual(sorted);
    expect(lines.length).toBeGreaterThan(1500);

    const random = seededRandom(3);
    const sample = Array.from({ length: 40 }, () => lines[Math.floor(random() * lines.length)]!);
    expect(naiveClosing(rows, sample, asOn)).toEqual(sample);
  });

  it('gives the same report whatever the order of the rows', () => {
    const rows = syntheticLedger(30_000, 9, 60, 4);
    const random = seededRandom(5);
    const shuffled = [...rows];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    expect(closingStockByStore(shuffled, '2026-01-15')).toEqual(closingStockByStore(rows, '2026-01-15'));
  });
});

/**
 * Stock and value of some store + item lines the slow, obvious way: lots by GIN, each at its earliest receipt's rate.
 */
function naiveClosing(rows: readonly StockRow[], sample: readonly { store: string; itemName: string }[], asOn: string) {
  const lots = new Map<string, Map<string, { milli: number; rate: StockRow | undefined; first: StockRow }>>();
  for (const { store, itemName } of sample) lots.set(`${store}|${itemName}`, new Map());
  for (const row of rows) {
    const mine = lots.get(`${row.store}|${row.itemName}`);
    if (!mine || row.dat > asOn) continue;
    const lot = mine.get(row.gin) ?? { milli: 0, rate: undefined, first: row };
    lot.milli += toMilli(row.qtyin) - toMilli(row.qtyout);
    const isReceipt = row.transactionType < 100 && row.qtyin > 0;
    if (isReceipt && (lot.rate === undefined || row.dat < lot.rate.dat)) lot.rate = row;
    mine.set(row.gin, lot);
  }
  return sample.map(({ store, itemName }) => {
    let milli = 0;
    let value = 0n;
    for (const lot of lots.get(`${store}|${itemName}`)!.values()) {
      milli += lot.milli;
      value += BigInt(toPaise((lot.rate ?? lot.first).rat)) * BigInt(lot.milli);
    }
    return { store, itemName, qty: milli / 1000, value: Number(divideRounded(value, 1000n)) };
  });
}
