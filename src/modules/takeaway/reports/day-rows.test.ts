import { describe, expect, it } from 'vitest';
import type { Bill, BillLine, Tender } from '../../../kits/billing/domain/bill-types';
import type { OrderHead } from '../../../kits/billing/domain/order-types';
import { daySalesRows, daySettlementRows } from './day-rows';
import { takeawayFigures } from './takeaway-figures';

const order = (customerName = '', orderType = 'TAKEAWAY'): OrderHead => ({
  orderType,
  customer: customerName ? 'SC-0017' : '',
  customerName,
  phone: customerName ? '9847012399' : '',
  address: '',
  startedAt: '',
});
const line = (itemId: string, qty: number, rate: number, more: Partial<BillLine> = {}): BillLine => ({
  lineId: itemId,
  itemId,
  itemName: itemId,
  qty,
  rate,
  amount: qty * rate,
  discount: 0,
  serviceCharge: 0,
  taxable: qty * rate,
  taxCode: 'GST5',
  tax: 0,
  ...more,
});
function bill(billNo: number, total: number, more: Partial<Bill> = {}): Bill {
  return {
    billNo,
    seq: `MAIN/26-${String(billNo).padStart(6, '0')}`,
    billId: `b${billNo}`,
    outlet: 'MAIN',
    tableNo: `TA-00000${billNo}`,
    waiter: '',
    covers: 1,
    dat: '2026-11-24',
    time: '2026-11-24T10:30:00.000Z',
    user: 'admin',
    kind: 'NORMAL',
    status: 'SETTLED',
    ncDepartment: '',
    voidReason: '',
    discountPercent: 0,
    discountReason: '',
    serviceChargePercent: 0,
    lines: [],
    subTotal: total,
    discount: 0,
    serviceCharge: 0,
    taxes: [],
    taxTotal: 0,
    roundOff: 0,
    total,
    value: total,
    kotIds: [],
    tenders: [{ mode: 'CASH', amount: total }],
    settledAt: '',
    settleId: '',
    printCount: 1,
    token: billNo,
    order: order(),
    ...more,
  };
}
const names = (code: string) => (code === 'MAIN' ? 'Main counter' : code);
const split: Tender[] = [
  { mode: 'CASH', amount: 100 },
  { mode: 'UPI', amount: 200, reference: 'UPI-881' },
];

const BILLS = [
  // Two chais at the happy hour's 21.43 (usual 28.57): 14.28 off.
  bill(1, 450, {
    order: order('Asha Menon'),
    lines: [line('CHAI', 2, 21.43, { happyHour: 'HH-TEA', usualRate: 28.57 })],
    offer: { code: 'WELCOME20', name: 'First order', kind: 'FIRST_ORDER', discount: 107, free: false },
    offerDiscount: 107,
  }),
  bill(2, 300, { order: order('', 'DELIVERY'), tenders: split }),
  bill(3, 0, { status: 'VOID', kind: 'VOID', subTotal: 90, voidReason: 'Wrong order', tenders: [] }),
  bill(4, 120, { status: 'UNSETTLED', tenders: [] }),
];

describe('take-away day reports', () => {
  it('lists the day’s bills with token, order type, customer, happy-hour and offer discounts; a void at nothing', () => {
    expect(
      daySalesRows(BILLS, names).map((row) => [
        row.seq,
        row.token,
        row.orderType,
        row.customer,
        row.happyHour,
        row.offer,
        row.offerDiscount,
        row.subTotal,
        row.total,
        row.status,
        row.modes,
      ]),
    ).toEqual([
      [
        'MAIN/26-000001',
        1,
        'Take-away',
        'Asha Menon (9847012399)',
        14.28,
        'WELCOME20',
        107,
        450,
        450,
        'Settled',
        'Cash',
      ],
      ['MAIN/26-000002', 2, 'Delivery', 'Walk-in', 0, '', 0, 300, 300, 'Settled', 'Cash, UPI'],
      ['MAIN/26-000003', 3, 'Take-away', 'Walk-in', 0, '', 0, 0, 0, 'Void', ''],
      ['MAIN/26-000004', 4, 'Take-away', 'Walk-in', 0, '', 0, 120, 120, 'Unsettled', ''],
    ]);
  });

  it('settles by mode: each payment of the settled bills, a split bill in each of its modes', () => {
    expect(
      daySettlementRows(BILLS, names).map((row) => [row.mode, row.seq, row.amount, row.billTotal, row.reference]),
    ).toEqual([
      ['Cash', 'MAIN/26-000001', 450, 450, ''],
      ['Cash', 'MAIN/26-000002', 100, 300, ''],
      ['UPI', 'MAIN/26-000002', 200, 300, 'UPI-881'],
    ]);
  });

  it('gives the dashboard today’s sales, the open orders, the bills to settle and what happy hours and offers took off', () => {
    const running = [{ state: 'OPEN' }, { state: 'BILLED' }] as never[];
    const figures = takeawayFigures({ bills: BILLS, running, today: '2026-11-24', outletName: names });
    expect(figures.cards).toEqual({
      todaySales: 870,
      todayBills: 3,
      averageBill: 290,
      openOrders: 1,
      unsettledBills: 1,
      happyHourDiscounts: 14.28,
      offerDiscounts: 107,
    });
    expect(figures.charts.salesByOrderType).toEqual([
      { label: 'Take-away', value: 570 },
      { label: 'Delivery', value: 300 },
    ]);
    expect(figures.charts.settlementModes).toEqual([
      { label: 'Cash', value: 550 },
      { label: 'UPI', value: 200 },
    ]);
  });
});
