import { closingStockByStore } from '../../../kits/stock/stock-balance';
import { TransactionType } from '../../../kits/stock/stock-row';
import { issued, receipt, stockRow, TEST_ITEMS } from '../../../kits/stock/stock-test-data';
import { totalReport } from '../../../engine/report/report-totals';
import { detailedMovementRows, itemWiseRows, movementRows } from './movement-rows';
import { neverPurchasedRows, rankedPurchaseRows } from './purchase-ranking';
import type { StockNames, StockQuery } from './stock-query';
import { INVENTORY_STOCK_REPORTS } from './stock-reports';
import { consolidatedStockRows, consolidationRows } from './stock-summary-rows';

const names: StockNames = { item: (id) => TEST_ITEMS[id] ?? { name: id, unit: '' }, store: (code) => `Store ${code}` };
const query = (fields: Partial<StockQuery> = {}): StockQuery => ({
  from: '2026-11-01',
  to: '2026-11-30',
  store: '',
  item: '',
  ...fields,
});

const LEDGER = [
  stockRow({
    itemName: 'ITM-0001',
    store: 'WH',
    gin: 'O/1',
    dat: '2026-10-01',
    qtyin: 10,
    rat: 20,
    transactionType: TransactionType.OPENING,
    transactionId: 'OPN/1',
  }),
  receipt('ITM-0001', 'WH', 'G1', '2026-11-03', 0.1, 30.33, { transactionId: 'MIR/1' }),
  receipt('ITM-0001', 'WH', 'G1', '2026-11-03', 0.2, 30.33, { transactionId: 'MIR/1', sno: 2 }),
  receipt('ITM-0003', 'KT', 'G2', '2026-11-04', 5, 100, { transactionId: 'MIR/2' }),
  receipt('ITM-0005', 'WH', 'G3', '2026-10-20', 4, 50, { transactionId: 'MIR/0' }),
  issued('ITM-0001', 'WH', 'O/1', '2026-11-05', 2.5, 20, { transactionId: 'ISS/1' }),
  receipt('ITM-0005', 'WH', 'G4', '2026-12-02', 1, 50, { transactionId: 'MIR/9' }),
];

describe('movement rows', () => {
  it('lists one line per document, kind and item in the period, quantities summed exactly', () => {
    const rows = movementRows(LEDGER, query(), names);
    expect(
      rows.map((row) => [row.transactionId, row.itemid, row.qtyin, row.qtyout, row.valueIn, row.valueOut, row.net]),
    ).toEqual([
      ['MIR/1', 'ITM-0001', 0.3, 0, 9.1, 0, 9.1],
      ['MIR/2', 'ITM-0003', 5, 0, 500, 0, 500],
      ['ISS/1', 'ITM-0001', 0, 2.5, 0, 50, -50],
    ]);
    expect(rows[0]).toMatchObject({ kind: 'Purchase receipt', itemname: 'Onion', store: 'WH' });
  });

  it('details every row of the period in date order, narrowed by store and item', () => {
    const rows = detailedMovementRows(LEDGER, query(), names);
    expect(rows).toHaveLength(4);
    // Receipts and issues are totalled apart, with the net: never one sum of both.
    expect(
      totalReport(INVENTORY_STOCK_REPORTS.find((one) => one.name === 'inventory.stock.detailed')!.columns, rows).totals,
    ).toEqual({ valueIn: 509.1, valueOut: 50, net: 459.1 });
    expect(detailedMovementRows(LEDGER, query({ store: 'WH', item: 'ITM-0001' }), names).map((row) => row.gin)).toEqual(
      ['G1', 'G1', 'O/1'],
    );
  });

  it('gives one item a running balance, the opening balance first', () => {
    const rows = itemWiseRows(LEDGER, query({ item: 'ITM-0001' }), names);
    expect(rows.map((row) => [row.kind, row.balance])).toEqual([
      ['Opening balance', 10],
      ['Purchase receipt', 10.1],
      ['Purchase receipt', 10.3],
      ['Issue', 7.8],
    ]);
  });
});

describe('stock summaries', () => {
  it('consolidates an item across stores as on a day', () => {
    const ledger = [...LEDGER, receipt('ITM-0001', 'KT', 'G5', '2026-11-06', 1, 10)];
    const rows = consolidatedStockRows(closingStockByStore(ledger, '2026-11-30'), query(), names);
    expect(rows.find((row) => row.itemid === 'ITM-0001')).toMatchObject({ stores: 2, qty: 8.8, value: 169.1 });
  });

  it('opens with the stock of the day before, and closes with the closing stock', () => {
    const opening = closingStockByStore(
      LEDGER.filter((row) => row.dat < '2026-11-01'),
      '2026-11-01',
    );
    const closing = closingStockByStore(LEDGER, '2026-11-30');
    const rows = consolidationRows(LEDGER, opening, closing, query(), names);
    expect(rows.find((row) => row.itemid === 'ITM-0001')).toMatchObject({
      openingQty: 10,
      receivedQty: 0.3,
      issuedQty: 2.5,
      closingQty: 7.8,
      openingValue: 200,
      receivedValue: 9.1,
      issuedValue: 50,
      closingValue: 159.1,
    });
    expect(rows.find((row) => row.itemid === 'ITM-0005')).toMatchObject({
      openingQty: 4,
      receivedQty: 0,
      closingQty: 4,
    });
  });
});

describe('purchase ranking', () => {
  it('ranks purchased items by value, most or least first, ten at most', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      receipt(`ITM-1${String(index).padStart(3, '0')}`, 'WH', `G${index}`, '2026-11-10', 1, index + 1),
    );
    const top = rankedPurchaseRows([...LEDGER, ...many], query(), names, 'top');
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3).map((row) => [row.rank, row.itemid, row.value])).toEqual([
      [1, 'ITM-0003', 500],
      [2, 'ITM-1011', 12],
      [3, 'ITM-1010', 11],
    ]);
    const least = rankedPurchaseRows([...LEDGER, ...many], query(), names, 'least');
    expect(least[0]).toMatchObject({ itemid: 'ITM-1000', value: 1 });
    expect(rankedPurchaseRows(LEDGER, query(), names, 'top').map((row) => row.itemid)).toEqual([
      'ITM-0003',
      'ITM-0001',
    ]);
  });

  it('lists the active items with no receipt in the period, with their last purchase', () => {
    const items = ['ITM-0001', 'ITM-0003', 'ITM-0005', 'ITM-0007'].map((itemid) => ({ itemid, group: 'G' }));
    expect(neverPurchasedRows(LEDGER, items, query(), names).map((row) => [row.itemid, row.lastPurchase])).toEqual([
      ['ITM-0005', '2026-10-20'],
      ['ITM-0007', null],
    ]);
  });
});
