import { testBill, type TestBillSpec } from '../../reports/report-test-bills';
import { counterFigures } from './counter-figures';
import { findSales, salesTotals } from './counter-list';
import type { CounterBill } from './counter-types';
import { CODE_NAMES } from '../../reports/sales-query';

const sale = (
  billNo: number,
  { spec, ...rest }: Partial<CounterBill> & { spec?: Partial<TestBillSpec> } = {},
): CounterBill => ({
  ...testBill({
    billNo,
    outlet: 'C01',
    tableNo: '',
    settle: 'CASH',
    lines: [['PI-0001', 'Toor dal 1 kg', 2, 165]],
    ...spec,
  }),
  customer: '',
  customerName: '',
  returns: [],
  cancelledAt: '',
  cancelReason: '',
  ...rest,
});

describe('the counter sales list and dashboard', () => {
  const bills = [
    sale(1, { customer: 'SC-0001', customerName: 'Meena Stores' }),
    sale(2, { spec: { lines: [['PI-0002', 'Sugar 1 kg', 4, 46]], settle: 'UPI', outlet: 'C02' } }),
    sale(3, {
      spec: { lines: [['PI-0001', 'Toor dal 1 kg', 1, 165]], settle: 'CREDIT' },
      customerName: 'Meena Stores',
    }),
    {
      ...sale(4, { spec: { status: 'VOID', kind: 'VOID' } }),
      cancelledAt: '2026-11-20T10:00:00Z',
      cancelReason: 'Wrong items',
      value: 347,
    },
  ];

  it('finds bills by number, customer, outlet or item, every word', () => {
    expect(findSales(bills, 'meena').map((bill) => bill.billNo)).toEqual([1, 3]);
    expect(findSales(bills, 'sugar').map((bill) => bill.billNo)).toEqual([2]);
    expect(findSales(bills, 'DN26-000004').map((bill) => bill.billNo)).toEqual([4]);
    expect(
      findSales(bills, 'counter two', (code) => (code === 'C02' ? 'Counter two' : 'Counter one')).map(
        (bill) => bill.billNo,
      ),
    ).toEqual([2]);
    expect(findSales(bills, 'meena sugar')).toEqual([]);
    expect(findSales(bills, '  ')).toHaveLength(4);
  });

  it('totals the standing bills and keeps cancelled ones apart', () => {
    // 2 x 165 = 330 + 5% = 346.50 → 347; 4 x 46 = 184 + 9.20 = 193.20 → 193; 165 + 2 x 4.13 (each half rounds up)
    // → 173.
    expect(salesTotals(bills)).toEqual({ bills: 3, sales: 713, cancelled: 1, cancelledValue: 347 });
  });

  it('gives the dashboard today’s sales, bills, average, credit, cancellations, best items, modes and outlets', () => {
    const figures = counterFigures(bills, '2026-11-20', CODE_NAMES);
    expect(figures.cards).toEqual({
      todaySales: 713,
      todayBills: 3,
      averageBill: 237.67,
      creditSales: 173,
      cancelledBills: 1,
    });
    expect(figures.charts.bestItems).toEqual([
      { label: 'Toor dal 1 kg', value: 519.76 },
      { label: 'Sugar 1 kg', value: 193.2 },
    ]);
    expect(figures.charts.settlementModes).toEqual([
      { label: 'Cash', value: 347 },
      { label: 'UPI', value: 193 },
      { label: 'Credit', value: 173 },
    ]);
    expect(figures.charts.salesByOutlet).toEqual([
      { label: 'C01', value: 520 },
      { label: 'C02', value: 193 },
    ]);
    expect(counterFigures(bills, '2026-11-21', CODE_NAMES).cards.todayBills).toBe(0);
  });

  it('counts a bill as cancelled on the day it was cancelled, not the day it was made', () => {
    const yesterdays = {
      ...sale(5, { spec: { dat: '2026-11-19', status: 'VOID', kind: 'VOID' } }),
      cancelledAt: '2026-11-20T09:00:00',
      cancelReason: 'Returned unopened',
    };
    expect(counterFigures([...bills, yesterdays], '2026-11-20', CODE_NAMES).cards).toMatchObject({
      todayBills: 3,
      cancelledBills: 2,
    });
    expect(counterFigures([...bills, yesterdays], '2026-11-19', CODE_NAMES).cards).toMatchObject({
      todayBills: 0,
      cancelledBills: 0,
    });
  });
});
