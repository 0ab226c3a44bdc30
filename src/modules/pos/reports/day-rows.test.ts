import type { RunningTable } from '../../../kits/billing/domain/order-types';
import {
  outletRate,
  percentChange,
  periodComparisonRows,
  priceComparisonRows,
  type PriceListRow,
} from './comparison-rows';
import { kotRows } from './kot-rows';
import { restaurantFigures } from './restaurant-figures';
import { testBill, testTicket } from './report-test-bills';
import { CODE_NAMES } from './sales-query';
import { tableStatusRows } from './table-status-rows';

const NAAN = (qty: number) => ['PI-0025', 'Butter naan', qty, 70] as const;
const running = (tableNo: string, state: RunningTable['state'], amount: number): RunningTable => ({
  outlet: 'DIN',
  tableNo,
  waiter: 'W02',
  covers: 3,
  openedAt: '2026-11-20T12:00:00.000Z',
  state,
  amount,
  billNo: null,
  kotIds: [],
  lines: [],
});

describe('table status', () => {
  it('shows every table free, occupied (with its running amount and minutes) or billed, with the day’s sale bills', () => {
    const rows = tableStatusRows({
      tables: [
        { code: 'T1', name: '4-seater', outlet: 'DIN', seats: 4, waiter: '' },
        { code: 'T2', name: '2-seater', outlet: 'DIN', seats: 2, waiter: '' },
        { code: 'F1', name: 'Family', outlet: 'FAM', seats: 6, waiter: '' },
      ],
      running: [running('T2', 'OPEN', 420.5), running('D7', 'BILLED', 99)],
      bills: [
        testBill({ billNo: 1, tableNo: 'T1', lines: [NAAN(2)], settle: 'CASH' }),
        testBill({ billNo: 2, tableNo: 'T1', kind: 'VOID', lines: [NAAN(1)] }),
      ],
      names: CODE_NAMES,
      outlet: 'DIN',
      now: new Date('2026-11-20T12:45:30.000Z'),
    });
    expect(
      rows.map((row) => [row.tableNo, row.status, row.minutes, row.running, row.billsToday, row.salesToday]),
    ).toEqual([
      ['D7', 'Billed', 45, 99, 0, 0],
      ['T1', 'Free', null, 0, 1, 147],
      ['T2', 'Occupied', 45, 420.5, 0, 0],
    ]);
  });
});

describe('comparisons', () => {
  const lists: PriceListRow[] = [
    { code: 'STD', outlet: '', validFrom: '2026-04-01', validTo: '', active: true, lines: [{ item: 'A', rate: 100 }] },
    {
      code: 'PL-FAM',
      outlet: 'FAM',
      validFrom: '2026-04-01',
      validTo: '',
      active: true,
      lines: [{ item: 'A', rate: 105 }],
    },
    {
      code: 'PL-FAM-OLD',
      outlet: 'FAM',
      validFrom: '2025-04-01',
      validTo: '2026-03-31',
      active: true,
      lines: [{ item: 'A', rate: 90 }],
    },
    {
      code: 'PL-OFF',
      outlet: 'DIN',
      validFrom: '2026-04-01',
      validTo: '',
      active: false,
      lines: [{ item: 'A', rate: 1 }],
    },
  ];
  const item = { code: 'A', name: 'Appam', groupName: 'Breads', rate: 95.5 };

  it('prices an item per outlet as billing does: the outlet’s own list in force, else the common list, else the master', () => {
    expect(outletRate(lists, 'FAM', item, '2026-11-20')).toEqual({ rate: 105, list: 'PL-FAM' });
    expect(outletRate(lists, 'FAM', item, '2026-01-20')).toEqual({ rate: 90, list: 'PL-FAM-OLD' });
    expect(outletRate(lists, 'DIN', item, '2026-11-20')).toEqual({ rate: 100, list: 'STD' });
    expect(outletRate([], 'DIN', item, '2026-11-20')).toEqual({ rate: 95.5, list: '' });
    const rows = priceComparisonRows(
      [item],
      [
        { code: 'DIN', name: 'Dining' },
        { code: 'FAM', name: 'Family' },
      ],
      lists,
      '2026-11-20',
      '',
    );
    expect(rows.map((row) => [row.outlet, row.outletRate, row.difference, row.differencePercent])).toEqual([
      ['Dining', 100, 4.5, 4.71],
      ['Family', 105, 9.5, 9.95],
    ]);
  });

  it('puts two periods side by side per outlet with the average bill and the change', () => {
    const bills = [
      testBill({ billNo: 1, dat: '2026-10-05', lines: [NAAN(2)] }), // 147
      testBill({ billNo: 2, dat: '2026-10-06', lines: [NAAN(1)] }), // 73.50 → 74
      testBill({ billNo: 3, dat: '2026-11-05', lines: [NAAN(4)] }), // 294
      testBill({ billNo: 4, dat: '2026-11-05', kind: 'NC', lines: [NAAN(4)] }),
    ];
    const rows = periodComparisonRows(
      bills,
      [{ code: 'DIN', name: 'Dining' }],
      { first: { from: '2026-10-01', to: '2026-10-31' }, second: { from: '2026-11-01', to: '2026-11-30' } },
      '',
    );
    expect(rows).toEqual([
      {
        outlet: 'Dining',
        bills1: 2,
        sales1: 221,
        average1: 110.5,
        bills2: 1,
        sales2: 294,
        average2: 294,
        change: 73,
        changePercent: 33.03,
      },
    ]);
    expect(percentChange(0, 100)).toBeNull();
  });
});

describe('KOT details', () => {
  it('lists each ticket of the day with its lines and the reasons of a cancellation', () => {
    const rows = kotRows(
      [
        testTicket({
          kotNo: 2,
          kind: 'CANCEL',
          time: '2026-11-20T12:10:00.000Z',
          lines: [
            {
              lineId: 'L1',
              itemId: 'PI-0025',
              itemName: 'Butter naan',
              qty: -1,
              rate: 70,
              notes: '',
              reason: 'Guest left',
            },
          ],
        }),
        testTicket({
          kotNo: 1,
          lines: [
            { lineId: 'L1', itemId: 'PI-0025', itemName: 'Butter naan', qty: 3, rate: 70, notes: 'crisp', reason: '' },
          ],
        }),
        testTicket({ kotNo: 3, dat: '2026-11-21', lines: [] }),
      ],
      CODE_NAMES,
      { from: '2026-11-20', to: '2026-11-20', outlet: '' },
    );
    expect(rows.map((row) => [row.kotNo, row.kind, row.lines, row.reasons])).toEqual([
      [1, 'Order', '3 × Butter naan (crisp)', ''],
      [2, 'Cancel', '1 × Butter naan', 'Guest left'],
    ]);
  });
});

describe('restaurant dashboard figures', () => {
  it('takes today’s sale bills (NC and void at nothing), open tables, unsettled bills of any day, best items and modes', () => {
    const today = '2026-11-20';
    const bills = [
      testBill({ billNo: 1, lines: [NAAN(2)], settle: 'CASH' }), // 147
      testBill({
        billNo: 2,
        outlet: 'FAM',
        lines: [['PI-0004', 'Paneer tikka', 1, 280]],
        settle: [
          { mode: 'CARD', amount: 100 },
          { mode: 'CASH', amount: 194 },
        ],
      }), // 294
      testBill({ billNo: 3, lines: [NAAN(1)] }), // 74, unsettled
      testBill({ billNo: 4, kind: 'NC', lines: [NAAN(9)] }),
      testBill({ billNo: 5, kind: 'VOID', lines: [NAAN(9)] }),
      testBill({ billNo: 6, dat: '2026-11-19', lines: [NAAN(1)] }), // yesterday, unsettled
    ];
    const figures = restaurantFigures({
      bills,
      running: [running('T2', 'OPEN', 10), running('T3', 'BILLED', 74)],
      today,
      names: CODE_NAMES,
    });
    expect(figures.cards).toEqual({
      todaySales: 515,
      todayBills: 3,
      averageBill: 171.67,
      openTables: 1,
      unsettledBills: 2,
    });
    expect(figures.charts.bestItems).toEqual([
      { label: 'Paneer tikka', value: 294 },
      { label: 'Butter naan', value: 220.5 },
    ]);
    expect(figures.charts.salesByOutlet).toEqual([
      { label: 'FAM', value: 294 },
      { label: 'DIN', value: 221 },
    ]);
    expect(figures.charts.settlementModes).toEqual([
      { label: 'Cash', value: 341 },
      { label: 'Card', value: 100 },
    ]);
  });
});
