import type { SaleAdvance } from './sale-advance-types';
import { stockSalesDashboard } from './dashboard-figures';
import {
  advanceRows,
  agentWiseRows,
  customerWiseRows,
  dayBookRows,
  salesListRows,
  type ReportNames,
} from './report-rows';
import { testBill } from '../../reports/report-test-bills';
import type { SaleHeader } from './stock-sale-types';

const header = (
  seq: string,
  dat: string,
  partyId: string,
  totalAmt: number,
  extra: Partial<SaleHeader> = {},
): SaleHeader => ({
  recordId: 0,
  seq,
  dat,
  saleType: 'B2B',
  partyId,
  partyName: partyId === 'SC-1' ? 'Ganesh Kirana' : 'Mahalaxmi Sweets',
  addr: '',
  city: '',
  zip: '',
  gstin: '',
  mobile: '',
  baseamt: totalAmt,
  discount: 0,
  taxes: 0,
  others: 0,
  totalAmt,
  advance: 0,
  pending: totalAmt,
  refSoid: null,
  currencySymbol: 'INR',
  currencyConversion: 1,
  pos: 1,
  passCode: 'ABC123',
  passCodeCheck: 1,
  agent: 'SA-01',
  employee: '',
  remarks: '',
  printCount: 0,
  cancelReason: '',
  clearedAt: '',
  clearedBy: '',
  usrName: 'admin',
  ...extra,
});
const sales = [
  header('SAL2627-00001', '2026-11-02', 'SC-1', 100.1, { advance: 40, pending: 60.1, passCodeCheck: -1 }),
  header('SAL2627-00002', '2026-11-24', 'SC-3', 0.2, { agent: '' }),
  header('SAL2627-00003', '2026-11-24', 'SC-1', 500, { pos: 9, passCodeCheck: 0 }),
  header('SAL2627-00004', '2026-11-24', 'SC-1', 0.1),
];
const names: ReportNames = {
  customers: new Map([
    ['SC-1', { name: 'Ganesh Kirana', group: 'B2B' }],
    ['SC-3', { name: 'Mahalaxmi Sweets', group: 'B2B' }],
  ]),
  saleTypes: new Map([['B2B', 'B2B tax invoice']]),
  agents: new Map([['SA-01', 'Ravi']]),
  employees: new Map(),
};
const month = { from: '2026-11-01', to: '2026-11-30', customer: '' };
const advance = (seq: string, dat: string, amt: number, adjusted: number, cancelled = false): SaleAdvance => ({
  recordId: 1,
  seq,
  transactionId: 0,
  tratype: 'SAL_REC',
  dat,
  amt,
  paymentmode: 'CAS',
  remarks: '',
  bankdetails: '',
  usrName: 'admin',
  partyId: 'SC-1',
  accountId: 'AC001',
  detail1: 'On account',
  detail2: 'Ganesh Kirana',
  printCount: 0,
  cancelled,
  adjusted,
});

describe('stock sales reports', () => {
  it('lists the invoices that stand, leaving the cancelled out', () => {
    const rows = salesListRows(sales, month, names);
    expect(rows.map((row) => row.seq)).toEqual(['SAL2627-00001', 'SAL2627-00002', 'SAL2627-00004']);
    expect(rows[0]).toMatchObject({ saleType: 'B2B tax invoice', agent: 'Ravi', pending: 60.1, gate: 'Dispatched' });
    expect(salesListRows(sales, { ...month, customer: 'SC-3' }, names).map((row) => row.seq)).toEqual([
      'SAL2627-00002',
    ]);
  });

  it('adds each customer’s invoices in paise and ranks agents', () => {
    expect(customerWiseRows(sales, month, names)).toEqual([
      {
        customer: 'Ganesh Kirana',
        group: 'B2B',
        invoices: 2,
        taxable: 100.2,
        taxes: 0,
        total: 100.2,
        advance: 40,
        pending: 60.2,
      },
      {
        customer: 'Mahalaxmi Sweets',
        group: 'B2B',
        invoices: 1,
        taxable: 0.2,
        taxes: 0,
        total: 0.2,
        advance: 0,
        pending: 0.2,
      },
    ]);
    expect(agentWiseRows(sales, month, names).map((row) => [row.agent, row.seq])).toEqual([
      ['(no agent)', 'SAL2627-00002'],
      ['Ravi', 'SAL2627-00001'],
      ['Ravi', 'SAL2627-00004'],
    ]);
  });

  it('lists advances with what is left, and the day book of invoices and advances', () => {
    const advances = [
      advance('ADRE2627_000001', '2026-11-24', 100, 40),
      advance('ADRE2627_000002', '2026-11-24', 10, 0, true),
    ];
    expect(advanceRows(advances, month)).toEqual([
      {
        seq: 'ADRE2627_000001',
        dat: '2026-11-24',
        customer: 'Ganesh Kirana',
        against: 'On account',
        mode: 'CAS',
        amount: 100,
        adjusted: 40,
        left: 60,
      },
    ]);
    expect(
      dayBookRows(sales, advances, '2026-11-24').map((row) => [row.kind, row.seq, row.sales, row.received]),
    ).toEqual([
      ['Invoice', 'SAL2627-00002', 0.2, 0],
      ['Invoice', 'SAL2627-00004', 0.1, 0],
      ['Advance', 'ADRE2627_000001', 0, 100],
    ]);
    // A shop's counter bills of the day are sales of the day too; a void bill and another day's are not.
    const counter = [
      testBill({ billNo: 7, dat: '2026-11-24', lines: [['I1', 'Bread', 2, 45]], settle: 'CASH' }),
      testBill({ billNo: 8, dat: '2026-11-24', lines: [['I1', 'Bread', 1, 45]], status: 'VOID', voidReason: 'Wrong' }),
      testBill({ billNo: 9, dat: '2026-11-23', lines: [['I1', 'Bread', 1, 45]], settle: 'CASH' }),
    ];
    const withCounter = dayBookRows(sales, advances, '2026-11-24', counter);
    expect(withCounter.map((row) => [row.kind, row.seq])).toEqual([
      ['Invoice', 'SAL2627-00002'],
      ['Invoice', 'SAL2627-00004'],
      ['Counter bill', counter[0]!.seq],
      ['Advance', 'ADRE2627_000001'],
    ]);
    expect(withCounter[2]!.sales).toBe(counter[0]!.total);
  });

  it('figures the dashboard from the invoices that stand', () => {
    const data = stockSalesDashboard({
      sales,
      advancesHeldPaise: 6000,
      receivablePaise: 6040,
      today: '2026-11-24',
      saleTypeNames: names.saleTypes,
    });
    expect(data.cards).toEqual({
      todaySales: 0.3,
      todayInvoices: 2,
      monthSales: 100.4,
      receivable: 60.4,
      advancesHeld: 60,
      pendingDispatches: 2,
    });
    expect(data.charts.salesByDay).toHaveLength(7);
    expect(data.charts.salesByDay!.at(-1)).toEqual({ label: '24 Nov', value: 0.3 });
    expect(data.charts.topCustomers).toEqual([
      { label: 'Ganesh Kirana', value: 100.2 },
      { label: 'Mahalaxmi Sweets', value: 0.2 },
    ]);
    expect(data.charts.bySaleType).toEqual([{ label: 'B2B tax invoice', value: 100.4 }]);
  });
});
