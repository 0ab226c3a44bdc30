import { configure, screen } from '@testing-library/react';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import type { ReportResult } from '../../src/engine/report/report';
import { dataProvider } from '../../src/lib/api/data-provider';
import { SALE_ADVANCE_ENDPOINTS } from '../../src/modules/pos/stock-sales/domain/sale-advance-types';
import { SALE_ENDPOINTS } from '../../src/modules/pos/stock-sales/domain/stock-sale-endpoints';
import type { SaleRequirements } from '../../src/modules/pos/stock-sales/domain/sale-requirements';
import { STOCK_SALES_REPORT_ENDPOINTS as E } from '../../src/modules/pos/stock-sales/reports/stock-sales-reports';
import { serverToday } from '../../src/mocks/core/server-dates';
import { settledBill } from '../../src/mocks/testing/settled-bills';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
const COMPANY = 1002;
const today = serverToday();
const columnIndex = (table: HTMLElement, label: string) =>
  [...table.querySelectorAll('thead tr:last-child th')].findIndex((cell) => cell.textContent === label);
const rowNamed = (table: HTMLElement, text: string) =>
  [...table.querySelectorAll('tbody tr')].find((row) => [...row.children].some((cell) => cell.textContent === text))!;

/**
 * A B2B customer's advance of 100 and an invoice of 2 × 100 + GST 18% with 50 of it adjusted; and a second invoice,
 * cancelled.
 */
async function trade() {
  await signInAs(COMPANY, 'admin');
  const needs = await dataProvider.read<SaleRequirements>(SALE_ENDPOINTS.requirements);
  const customer = needs.customers.find((row) => row.gstin && row.creditAmount > 0 && row.agent)!;
  const lot = needs.lots.find((row) => row.available >= 5)!;
  const advance = await dataProvider.write(SALE_ADVANCE_ENDPOINTS.save, {
    advance: {
      tratype: 'SAL_REC',
      partyId: customer.code,
      transactionId: 0,
      dat: '',
      amt: 100,
      paymentmode: 'CAS',
      accountId: 'AC001',
      bankdetails: '',
      remarks: '',
    },
    tracheck: 1,
  });
  const sell = (advanceAdjusted: number) =>
    dataProvider.write(SALE_ENDPOINTS.save, {
      header: {
        saleType: 'B2B',
        partyId: customer.code,
        agent: customer.agent,
        employee: '',
        remarks: '',
        advance: advanceAdjusted,
      },
      lines: [
        {
          store: lot.store,
          itemId: lot.itemid,
          gin: lot.gin,
          qty: 2,
          rat: 100,
          discPer: 0,
          taxCode: 'GST18',
          refSoid: null,
          refSoLine: null,
        },
      ],
      traCheck: 1,
    });
  const invoice = await sell(50);
  const cancelled = await sell(0);
  await dataProvider.write(SALE_ENDPOINTS.save, {
    header: { recordId: cancelled.recordId },
    reason: 'Duplicate',
    traCheck: 3,
  });
  return { customer, invoice, advance, agent: needs.agents.find((row) => row.code === customer.agent)! };
}

describe('stock sales reports and dashboard, from the stored invoices and advances', () => {
  it('lists the sales of the period (the cancelled left out) on screen, with totals', async () => {
    const { customer, invoice } = await trade();
    renderApp(`/applayout-sidebar-large/pos/posstock-costrep-sales?p.frmDate=${today}&p.toDate=${today}`);
    const table = await screen.findByRole('table', { name: 'List of stock sales' }, { timeout: 8000 });
    const row = rowNamed(table, String(invoice.seq));
    const cell = (label: string) => row.children[columnIndex(table, label)]!.textContent;
    expect([
      cell('Customer'),
      cell('Taxable value'),
      cell('Tax'),
      cell('Total'),
      cell('Advance adjusted'),
      cell('To receive'),
      cell('Gate'),
    ]).toEqual([customer.name, '200.00', '36.00', '236.00', '50.00', '186.00', 'Waiting']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('answers the customer-wise, agent-wise, advances and day book reports', async () => {
    const { customer, invoice, advance, agent } = await trade();
    const period = { frmDate: today, toDate: today };
    const customers = await dataProvider.report<ReportResult>(E.customerWise, period);
    expect(customers.rows).toEqual([
      expect.objectContaining({ customer: customer.name, invoices: 1, total: 236, advance: 50, pending: 186 }),
    ]);
    const agents = await dataProvider.report<ReportResult>(E.agentWise, period);
    expect(agents.groups).toEqual([
      expect.objectContaining({ key: agent.name, count: 1, totals: { taxable: 200, total: 236 } }),
    ]);
    const advances = await dataProvider.report<ReportResult>(E.advances, period);
    expect(advances.rows).toEqual([expect.objectContaining({ seq: advance.seq, amount: 100, adjusted: 50, left: 50 })]);
    const dayBook = await dataProvider.report<ReportResult>(E.dayBook, { frmDate: today });
    expect(dayBook.rows.map((row) => row.seq)).toEqual([invoice.seq, advance.seq]);
    expect(dayBook.totals).toEqual({ sales: 236, received: 100 });
  });

  it("counts a shop's counter bills of the day in its sales day book", async () => {
    await signInAs(1015, 'admin');
    const bill = await settledBill(1015, { billNo: 901, outlet: 'C01', lines: [['Brown bread 400 g', 2]] });
    const dayBook = await dataProvider.report<ReportResult>(E.dayBook, { frmDate: serverToday() });
    expect(dayBook.rows.find((row) => row.seq === bill.seq)).toMatchObject({ kind: 'Counter bill', sales: bill.total });
  });

  it('shows the dashboard’s figures from the invoices and advances', async () => {
    await trade();
    const figures = await dataProvider.report<DashboardData>(E.dashboard, {});
    expect(figures.cards).toMatchObject({ todaySales: 236, todayInvoices: 1, advancesHeld: 50, pendingDispatches: 1 });
    renderApp('/applayout-sidebar-large/pos/posstock-dashboard');
    const card = (await screen.findByText("Today's sales", {}, { timeout: 8000 })).closest('.dashboard-card')!;
    expect(card.textContent).toContain('236.00');
    expect(screen.getByText('Waiting at the gate').closest('.dashboard-card')!.textContent).toContain('1');
    expect(await screen.findByRole('table', { name: 'Top customers this month' })).toBeInTheDocument();
  });
});
