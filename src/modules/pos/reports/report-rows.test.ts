import { totalReport } from '../../../engine/report/report-totals';
import { consolidatedSalesRows, discountedRows, ncVoidRows, salesListRows, specialSaleRows } from './bill-rows';
import { itemConsolidationRows, itemDetailRows, itemSalesRows, kotGroupRows, rankedItemRows } from './item-rows';
import { POS_SALES_REPORTS } from './pos-sales-reports';
import { testBill } from './report-test-bills';
import { billsIn, CODE_NAMES, type ReportNames } from './sales-query';
import { consolidatedSettlementRows, settlementRows } from './settlement-rows';

const TIKKA = ['PI-0004', 'Paneer tikka', 0, 280] as const;
const NAAN = ['PI-0025', 'Butter naan', 0, 70] as const;
const CHICKEN = ['PI-0021', 'Butter chicken', 0, 340] as const;
const line = (item: readonly [string, string, number, number], qty: number) =>
  [item[0], item[1], qty, item[3]] as const;

/**
 * 1: DIN, 2 tikka + 1 naan = 630.00, GST 5% 31.50, 661.50 rounded to 662 (round-off 0.50), cash.
 * 2: FAM (service charge 5%), 1 butter chicken 340.00 less 10% (34.00) = 306.00, service charge 15.30, taxable 321.30,
 *    CGST and SGST 2.5% each 8.03, 337.36 rounded to 337 (round-off −0.36), split cash 200 + UPI 137.
 * 3: NC (management), 1 tikka: worth 294.00, payable nothing. 4: void, 1 naan: worth 74.00 (73.50 rounded).
 * 5: next day, DIN, T2, waiter W02, 3 naan = 210.00 + 10.50 = 220.50 → 221, unsettled.
 */
const BILLS = [
  testBill({ billNo: 1, lines: [line(TIKKA, 2), line(NAAN, 1)], settle: 'CASH' }),
  testBill({
    billNo: 2,
    outlet: 'FAM',
    serviceCharge: 5,
    tableNo: 'F1',
    lines: [line(CHICKEN, 1)],
    discount: { kind: 'PERCENT', percent: 10 },
    discountReason: 'Regular guest',
    settle: [
      { mode: 'CASH', amount: 200 },
      { mode: 'UPI', amount: 137 },
    ],
  }),
  testBill({ billNo: 3, kind: 'NC', ncDepartment: 'MGMT', lines: [line(TIKKA, 1)] }),
  testBill({ billNo: 4, kind: 'VOID', voidReason: 'Wrong table', lines: [line(NAAN, 1)] }),
  testBill({ billNo: 5, dat: '2026-11-21', tableNo: 'T2', waiter: 'W02', lines: [line(NAAN, 3)] }),
];
const NAMES: ReportNames = {
  ...CODE_NAMES,
  item: (code) => ({
    name: code,
    group: 'G',
    groupName: code === 'PI-0025' ? 'Breads' : 'Mains',
    kotGroup: code === 'PI-0025' ? 'TAN' : 'KIT',
  }),
};
const columnsOf = (name: string) => POS_SALES_REPORTS.find((report) => report.name === `pos.report.${name}`)!;
const totals = (name: string, rows: Parameters<typeof totalReport>[1]) =>
  totalReport(columnsOf(name).columns, rows, columnsOf(name).groupBy);

describe('restaurant bill reports', () => {
  it('prices the test bills as the billing does (the figures the reports are checked against)', () => {
    expect(
      BILLS.map((bill) => [
        bill.subTotal,
        bill.discount,
        bill.serviceCharge,
        bill.taxTotal,
        bill.roundOff,
        bill.total,
        bill.value,
      ]),
    ).toEqual([
      [630, 0, 0, 31.5, 0.5, 662, 662],
      [340, 34, 15.3, 16.06, -0.36, 337, 337],
      [280, 0, 0, 14, 0, 0, 294],
      [70, 0, 0, 3.5, 0.5, 0, 74],
      [210, 0, 0, 10.5, 0.5, 221, 221],
    ]);
  });

  it('lists every bill of the period, NC and void at nothing, and totals only the sales', () => {
    const rows = salesListRows(billsIn(BILLS, { from: '2026-11-20', to: '2026-11-21', outlet: '' }), NAMES);
    expect(rows.map((row) => [row.billNo, row.total, row.status, row.modes])).toEqual([
      [1, 662, 'Settled', 'Cash'],
      [2, 337, 'Settled', 'Cash, UPI'],
      [3, 0, 'NC, unsettled', ''],
      [4, 0, 'Void', ''],
      [5, 221, 'Unsettled', ''],
    ]);
    expect(totals('sales', rows).totals).toMatchObject({
      subTotal: 1180,
      discount: 34,
      serviceCharge: 15.3,
      taxTotal: 58.06,
      roundOff: 0.64,
      total: 1220,
      covers: 6,
    });
    expect(
      salesListRows(billsIn(BILLS, { from: '2026-11-20', to: '2026-11-20', outlet: 'FAM' }), NAMES).map(
        (row) => row.billNo,
      ),
    ).toEqual([2]);
  });

  it('consolidates per day and outlet with the NC and void values apart', () => {
    const rows = consolidatedSalesRows(billsIn(BILLS, { from: '2026-11-01', to: '2026-11-30', outlet: '' }), NAMES);
    expect(rows.map((row) => [row.dat, row.outlet, row.bills, row.total, row.nc, row.voids])).toEqual([
      ['2026-11-20', 'DIN', 1, 662, 294, 74],
      ['2026-11-20', 'FAM', 1, 337, 0, 0],
      ['2026-11-21', 'DIN', 1, 221, 0, 0],
    ]);
    const result = totals('consolidated', rows);
    expect(result.totals).toMatchObject({ bills: 3, total: 1220, nc: 294, voids: 74 });
    expect(result.groups!.map((group) => [group.key, group.totals.total])).toEqual([
      ['2026-11-20', 999],
      ['2026-11-21', 221],
    ]);
  });

  it('lists waiter-wise and table-wise sales, NC and void bills with department, value and reason, and discounted bills', () => {
    const period = billsIn(BILLS, { from: '2026-11-20', to: '2026-11-21', outlet: '' });
    expect(specialSaleRows(period, NAMES, 'waiter', '').map((row) => [row.waiter, row.billNo])).toEqual([
      ['W01', 1],
      ['W01', 2],
      ['W02', 5],
    ]);
    expect(specialSaleRows(period, NAMES, 'table', 'T2').map((row) => [row.table, row.total])).toEqual([
      ['T2, DIN', 221],
    ]);
    const special = ncVoidRows(period, NAMES, '');
    expect(special.map((row) => [row.category, row.billNo, row.value, row.reason])).toEqual([
      ['NC: MGMT', 3, 294, ''],
      ['Void', 4, 74, 'Wrong table'],
    ]);
    expect(totals('nc-void', special).totals).toEqual({ value: 368 });
    expect(ncVoidRows(period, NAMES, 'VOID').map((row) => row.billNo)).toEqual([4]);
    expect(discountedRows(period, NAMES)).toEqual([
      expect.objectContaining({ billNo: 2, discountPercent: 10, discount: 34, reason: 'Regular guest', user: 'admin' }),
    ]);
  });
});

describe('restaurant item reports', () => {
  const period = billsIn(BILLS, { from: '2026-11-20', to: '2026-11-21', outlet: '' });

  it('sums each item over the sale bills (the NC and void bills sell nothing)', () => {
    const rows = itemSalesRows(period, NAMES);
    // Bill 1's tax 31.50 shared 560 : 70 → 28.00 and 3.50.
    expect(
      rows.map((row) => [row.itemId, row.qty, row.amount, row.discount, row.serviceCharge, row.tax, row.net]),
    ).toEqual([
      ['PI-0004', 2, 560, 0, 0, 28, 588],
      ['PI-0021', 1, 340, 34, 15.3, 16.06, 337.36],
      ['PI-0025', 4, 280, 0, 0, 14, 294],
    ]);
    expect(totals('item-wise', rows).totals).toMatchObject({ qty: 7, amount: 1180, tax: 58.06, net: 1219.36 });
    expect(itemConsolidationRows(period, NAMES).map((row) => [row.groupName, row.itemId])).toEqual([
      ['Breads', 'PI-0025'],
      ['Mains', 'PI-0004'],
      ['Mains', 'PI-0021'],
    ]);
    expect(itemDetailRows(period, NAMES, 'PI-0025').map((row) => [row.seq, row.qty, row.net])).toEqual([
      ['DN26-000001', 1, 73.5],
      ['DN26-000005', 3, 220.5],
    ]);
    expect(kotGroupRows(period, NAMES).map((row) => [row.kotGroup, row.itemId])).toEqual([
      ['KIT', 'PI-0004'],
      ['KIT', 'PI-0021'],
      ['TAN', 'PI-0025'],
    ]);
  });

  it('ranks the top and least N by value or quantity', () => {
    expect(rankedItemRows(period, NAMES, 'top', 'VALUE', 2).map((row) => [row.rank, row.itemId])).toEqual([
      [1, 'PI-0004'],
      [2, 'PI-0021'],
    ]);
    expect(rankedItemRows(period, NAMES, 'top', 'QTY', 1).map((row) => row.itemId)).toEqual(['PI-0025']);
    expect(rankedItemRows(period, NAMES, 'least', 'QTY', 1).map((row) => row.itemId)).toEqual(['PI-0021']);
    expect(rankedItemRows(period, NAMES, 'least', 'VALUE', 5).map((row) => row.itemId)).toEqual([
      'PI-0025',
      'PI-0021',
      'PI-0004',
    ]);
  });
});

describe('restaurant settlement reports', () => {
  it('lists each tender by mode (a split bill in both of its modes) and consolidates per day and mode', () => {
    const period = billsIn(BILLS, { from: '2026-11-20', to: '2026-11-21', outlet: '' });
    const rows = settlementRows(period, NAMES);
    expect(rows.map((row) => [row.mode, row.billNo, row.amount, row.billTotal, row.split])).toEqual([
      ['Cash', 1, 662, 662, ''],
      ['Cash', 2, 200, 337, 'Split'],
      ['UPI', 2, 137, 337, 'Split'],
    ]);
    const result = totals('settlements', rows);
    expect(result.totals).toEqual({ amount: 999 });
    expect(result.groups!.map((group) => [group.key, group.count, group.totals.amount])).toEqual([
      ['Cash', 2, 862],
      ['UPI', 1, 137],
    ]);
    expect(consolidatedSettlementRows(period)).toEqual([
      { dat: '2026-11-20', mode: 'Cash', bills: 2, amount: 862 },
      { dat: '2026-11-20', mode: 'UPI', bills: 1, amount: 137 },
    ]);
  });
});
