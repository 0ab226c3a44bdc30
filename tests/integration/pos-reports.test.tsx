import { configure, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import type { ReportResult } from '../../src/engine/report/report';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatAmount } from '../../src/lib/format/number-format';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import { POS_REPORT_ENDPOINTS as E, SPECIAL } from '../../src/modules/pos/reports/pos-report-endpoints';
import { testBill, testTicket } from '../../src/modules/pos/reports/report-test-bills';
import { billsOf, writeBills, writeKotTickets, writeRunningTable } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1010;
const PERIOD = { frmDate: '2026-11-20', toDate: '2026-11-21' };
const TIKKA = ['PI-0004', 'Paneer tikka', 280] as const;
const NAAN = ['PI-0025', 'Butter naan', 70] as const;
const CHICKEN = ['PI-0021', 'Butter chicken', 340] as const;
const line = ([id, name, rate]: readonly [string, string, number], qty: number) => [id, name, qty, rate] as const;

/**
 * Bills of the 1010 outlets, priced by the billing's pricedBill (figures in report-rows.test.ts): sales 662 + 337 +
 * 221, an NC worth 294, a void worth 74.
 */
function fiveBills(dat = '2026-11-20', next = '2026-11-21'): Bill[] {
  return [
    testBill({ billNo: 1, dat, lines: [line(TIKKA, 2), line(NAAN, 1)], settle: 'CASH' }),
    testBill({
      billNo: 2,
      dat,
      outlet: 'FAM',
      serviceCharge: 5,
      tableNo: 'F1',
      waiter: 'W05',
      lines: [line(CHICKEN, 1)],
      discount: { kind: 'PERCENT', percent: 10 },
      discountReason: 'Regular guest',
      settle: [
        { mode: 'CASH', amount: 200 },
        { mode: 'UPI', amount: 137 },
      ],
    }),
    testBill({ billNo: 3, dat, kind: 'NC', ncDepartment: 'MGMT', lines: [line(TIKKA, 1)] }),
    testBill({ billNo: 4, dat, kind: 'VOID', voidReason: 'Wrong table', lines: [line(NAAN, 1)] }),
    testBill({ billNo: 5, dat: next, tableNo: 'T2', waiter: 'W02', lines: [line(NAAN, 3)] }),
  ];
}
const report = (endpoint: string, body: Record<string, unknown>) => dataProvider.report<ReportResult>(endpoint, body);
const rupees = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const columnIndex = (table: HTMLElement, label: string) =>
  [...table.querySelectorAll('thead tr:last-child th')].findIndex((cell) => cell.textContent === label);
const isSale = (bill: Bill) => bill.kind === 'NORMAL' && bill.status !== 'VOID';

describe('restaurant reports', () => {
  it('lists the period’s bills, NC and void at nothing, with a grand total to the paisa', async () => {
    await signInAs(COMPANY, 'admin');
    await writeBills(COMPANY, fiveBills());
    renderApp(
      `/applayout-sidebar-large/pos/pos-costrep-listofsales?p.frmDate=${PERIOD.frmDate}&p.toDate=${PERIOD.toDate}`,
    );
    const table = await screen.findByRole('table', { name: 'List of sales' }, { timeout: 8000 });
    const [total, status] = ['Total', 'Status'].map((label) => columnIndex(table, label)) as [number, number];
    // No outlet chosen: every outlet's bills, each outlet under its own heading with its subtotal.
    expect([...table.querySelectorAll('tbody th[scope="rowgroup"]')].map((cell) => cell.textContent)).toEqual([
      'Outlet: AC family hall (1)',
      'Outlet: Main dining hall (4)',
    ]);
    const rows = [...table.querySelectorAll('tbody tr')]
      .filter((row) => !row.querySelector('th[scope="rowgroup"]'))
      .map((row) => [
        row.children[0]!.textContent,
        rupees(row.children[total]!.textContent),
        row.children[status]!.textContent,
      ]);
    expect(rows).toEqual([
      ['DN26-000002', 337, 'Settled'],
      ['Subtotal, AC family hall', 337, ''],
      ['DN26-000001', 662, 'Settled'],
      ['DN26-000003', 0, 'NC, unsettled'],
      ['DN26-000004', 0, 'Void'],
      ['DN26-000005', 221, 'Unsettled'],
      ['Subtotal, Main dining hall', 883, ''],
    ]);
    expect(rupees(table.querySelector('tr.report-total')!.children[total]!.textContent)).toBe(1220);
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
  });

  it('answers each report with rows that agree with the stored bills', async () => {
    await signInAs(COMPANY, 'admin');
    await writeBills(COMPANY, fiveBills());
    const stored = [...(await billsOf(COMPANY)).values()].filter(
      (bill) => bill.dat >= PERIOD.frmDate && bill.dat <= PERIOD.toDate,
    );
    const sales = stored.filter(isSale);
    const paise = (values: number[]) => fromPaise(sumPaise(values.map(toPaise)));

    const consolidated = await report(E.consolidated, PERIOD);
    expect(consolidated.totals).toMatchObject({
      bills: sales.length,
      total: paise(sales.map((bill) => bill.total)),
      nc: 294,
      voids: 74,
    });
    const items = await report(E.itemWise, PERIOD);
    // Every sold line's net (amount − discount + service charge + tax) is each bill's total before its round-off.
    expect(items.totals.net).toBe(paise(sales.map((bill) => bill.total - bill.roundOff)));
    expect(items.rows.find((row) => row.itemId === 'PI-0004')).toMatchObject({
      itemName: 'Paneer tikka',
      groupName: expect.any(String),
      qty: 2,
      amount: 560,
    });
    const settled = await report(E.settlementsConsolidated, PERIOD);
    expect(settled.totals.amount).toBe(
      paise(
        sales
          .filter((bill) => bill.status === 'SETTLED')
          .flatMap((bill) => bill.tenders.map((tender) => tender.amount)),
      ),
    );
    const special = await report(E.special, { ...PERIOD, recordId: String(SPECIAL.ncOrVoid), detail: '' });
    expect(special.rows.map((row) => [row.category, row.value, row.reason])).toEqual([
      ['NC: Management', 294, ''],
      ['Void', 74, 'Wrong table'],
    ]);
    const tableWise = await report(E.special, { ...PERIOD, recordId: String(SPECIAL.tableWise), detail: 'T2' });
    expect(tableWise.totals.total).toBe(221);
    // By waiter within one outlet: the main dining hall's two sales, one by each of its waiters.
    const waiterWise = await report(E.special, {
      ...PERIOD,
      restaCode: 'DIN',
      recordId: String(SPECIAL.waiterWise),
      detail: '',
    });
    expect(waiterWise.groups!.map((group) => [group.label, group.count])).toEqual([
      ['Aswathy Varghese', 1],
      ['Shameer Thomas', 1],
    ]);
    expect((await report(E.discounted, PERIOD)).rows).toEqual([
      expect.objectContaining({ seq: 'DN26-000002', discount: 34, reason: 'Regular guest' }),
    ]);
    // With no outlet chosen each outlet ranks its own items.
    const top = await report(E.top, { ...PERIOD, detail: 'QTY', top: 1 });
    expect(top.groups!.map((group) => [group.key, group.count])).toEqual([
      ['FAM', 1],
      ['DIN', 1],
    ]);
    expect(top.rows).toEqual([
      expect.objectContaining({ rank: 1, outlet: 'AC family hall', itemId: 'PI-0021', qty: 1 }),
      expect.objectContaining({ rank: 1, outlet: 'Main dining hall', itemId: 'PI-0025', qty: 4 }),
    ]);
    expect((await report(E.itemDetails, { ...PERIOD, detail: 'PI-0025' })).totals).toMatchObject({ qty: 4, net: 294 });
    const outlet = await report(E.sales, { ...PERIOD, restaCode: 'FAM' });
    expect(outlet.rows.map((row) => row.seq)).toEqual(['DN26-000002']);
    const refused = await report(E.special, PERIOD).catch((error: unknown) => error);
    expect((refused as ApiError).status).toBe(400);
  });

  it('shows the settlement day report by mode, a split bill in each of its modes', async () => {
    await signInAs(COMPANY, 'admin');
    await writeBills(COMPANY, fiveBills());
    // The split bill (200 cash, 137 UPI) is the family hall's: by mode is one outlet's report.
    renderApp(
      '/applayout-sidebar-large/pos/pos-dayrep-settlement?p.frmDate=2026-11-20&p.toDate=2026-11-20&p.restaCode=FAM',
    );
    const table = await screen.findByRole('table', { name: 'Day settlement' }, { timeout: 8000 });
    const [amount, billTotal] = ['Amount', 'Bill total'].map((label) => columnIndex(table, label)) as [number, number];
    const groups = [...table.querySelectorAll('tbody th[scope="rowgroup"]')].map((cell) => cell.textContent);
    expect(groups).toEqual(['Mode: Cash (1)', 'Mode: UPI (1)']);
    const tenders = [...table.querySelectorAll('tbody tr:not(.report-subtotal)')]
      .filter((row) => !row.querySelector('th[scope="rowgroup"]'))
      .map((row) => [
        row.children[0]!.textContent,
        rupees(row.children[billTotal]!.textContent),
        rupees(row.children[amount]!.textContent),
      ]);
    expect(tenders).toEqual([
      ['DN26-000002', 337, 200],
      ['DN26-000002', 337, 137],
    ]);
    expect(
      [...table.querySelectorAll('tr.report-subtotal')].map((row) => [
        row.children[0]!.textContent,
        rupees(row.children[amount]!.textContent),
      ]),
    ).toEqual([
      ['Subtotal, Cash', 200],
      ['Subtotal, UPI', 137],
    ]);
    expect(rupees(table.querySelector('tr.report-total')!.children[amount]!.textContent)).toBe(337);
  });

  it('shows the NC and void bills grouped by NC department, and the table status with an open table', async () => {
    await signInAs(COMPANY, 'admin');
    await writeBills(COMPANY, fiveBills());
    const { unmount } = renderApp(
      `/applayout-sidebar-large/pos/pos-costrep-ncvoidbills?p.frmDate=${PERIOD.frmDate}&p.toDate=${PERIOD.toDate}&p.restaCode=DIN`,
    );
    const table = await screen.findByRole('table', { name: 'NC and void bills' }, { timeout: 8000 });
    expect([...table.querySelectorAll('tbody th[scope="rowgroup"]')].map((cell) => cell.textContent)).toEqual([
      expect.stringContaining('NC: Management'),
      expect.stringContaining('Void'),
    ]);
    expect(rupees(table.querySelector('tr.report-total')!.children[columnIndex(table, 'Value')]!.textContent)).toBe(
      368,
    );
    expect(screen.getByRole('combobox', { name: /^Report/ })).toHaveValue('3');
    unmount();
    await writeRunningTable(COMPANY, {
      outlet: 'DIN',
      tableNo: 'T3',
      waiter: 'W01',
      covers: 4,
      openedAt: new Date().toISOString(),
      state: 'OPEN',
      amount: 420.5,
      billNo: null,
      kotIds: [],
      lines: [],
    });
    renderApp('/applayout-sidebar-large/pos/pos-dayrep-status?p.restaCode=DIN');
    const status = await screen.findByRole('table', { name: 'Table status' }, { timeout: 8000 });
    const t3 = [...status.querySelectorAll('tbody tr')].find(
      (row) => row.children[columnIndex(status, 'Table')]?.textContent === 'T3',
    )!;
    expect(t3.children[columnIndex(status, 'Status')]!.textContent).toBe('Occupied');
    expect(
      rupees(status.querySelector('tr.report-total')!.children[columnIndex(status, 'Running amount')]!.textContent),
    ).toBe(420.5);
  });

  it('lists one day’s KOT tickets with their lines and reasons', async () => {
    await signInAs(COMPANY, 'admin');
    await writeKotTickets(COMPANY, [
      testTicket({
        kotNo: 1,
        lines: [{ lineId: 'L1', itemId: 'PI-0025', itemName: 'Butter naan', qty: 3, rate: 70, notes: '', reason: '' }],
      }),
      testTicket({
        kotNo: 2,
        kind: 'CANCEL',
        kotGroup: 'TAN',
        time: '2026-11-20T12:20:00.000Z',
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
    ]);
    renderApp('/applayout-sidebar-large/pos/pos-dayrep-kotdetails?p.frmDate=2026-11-20');
    const table = await screen.findByRole('table', { name: 'KOT details' }, { timeout: 8000 });
    // No outlet chosen: both tickets are the main dining hall's, under its heading and above its subtotal.
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe('Outlet: Main dining hall (2)');
    expect(rows[1]).toContain('Main kitchen');
    expect(rows[2]).toMatch(/Tandoor.*Cancel.*1 × Butter naan.*Guest left/);
    expect(rows[3]).toBe('Subtotal, Main dining hall');
  });

  it('refuses a user without the report right', async () => {
    await signInAs(COMPANY, 'staff');
    const refused = await report(E.sales, PERIOD).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});

describe('restaurant dashboard', () => {
  it('shows today’s sales, bills, average, open tables and unsettled bills from the stored bills', async () => {
    await signInAs(COMPANY, 'admin');
    const today = format(new Date(), 'yyyy-MM-dd');
    await writeBills(COMPANY, fiveBills(today, today));
    await writeRunningTable(COMPANY, {
      outlet: 'DIN',
      tableNo: 'T7',
      waiter: 'W01',
      covers: 2,
      openedAt: new Date().toISOString(),
      state: 'OPEN',
      amount: 140,
      billNo: null,
      kotIds: [],
      lines: [],
    });
    const figures = await dataProvider.report<DashboardData>(E.dashboard, {});
    expect(figures.cards).toEqual({
      todaySales: 1220,
      todayBills: 3,
      averageBill: 406.67,
      openTables: 1,
      unsettledBills: 1,
    });
    expect(figures.charts.settlementModes).toEqual([
      { label: 'Cash', value: 862 },
      { label: 'UPI', value: 137 },
    ]);
    renderApp('/applayout-sidebar-large/pos/posresta-dashboard');
    const card = (await screen.findByText("Today's sales", {}, { timeout: 8000 })).closest('.dashboard-card')!;
    expect(card.textContent).toContain(formatAmount(1220));
    expect(screen.getByText('Unsettled bills').closest('.dashboard-card')!.textContent).toContain('1');
    expect(screen.getByRole('heading', { name: 'Best items today (by value)' })).toBeVisible();
  });
});

describe('restaurant report menu', () => {
  it('opens the restaurant screens the former placeholders name, never another module’s', async () => {
    await signInAs(COMPANY, 'admin');
    const { user, pathname } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 8000 });
    await user.click(within(menu).getByRole('button', { name: 'Resta Sales' }));
    const panel = screen.getByRole('region', { name: 'Resta Sales menu' });
    const expected: Record<string, string> = {
      'Waiter-wise sales': '/pos/pos-costrep-waiterwisesales',
      'NC and void bills': '/pos/pos-costrep-ncvoidbills',
      'KOT group-wise sales': '/pos/pos-strockrep-kotgroupwisesales',
      'Price comparison': '/pos/pos-analysis-pricecomparison',
      'Period comparison': '/pos/pos-analysis-periodcomparison',
    };
    const links: HTMLElement[] = [];
    // One report group opens at a time: gather each group's links.
    for (const group of ['Key reports', 'Cost reports', 'Stock reports', 'Day reports', 'Analysis']) {
      await user.click(within(panel).getByRole('button', { name: group }));
      links.push(
        ...within(panel)
          .getAllByRole('link')
          .filter((link) => !links.includes(link)),
      );
    }
    for (const [name, path] of Object.entries(expected))
      expect(links.find((link) => link.textContent === name)?.getAttribute('href') ?? '', name).toContain(path);
    expect(links.map((link) => link.getAttribute('href') ?? '').filter((href) => !href.includes('/pos/'))).toEqual([]);
    await user.click(links.find((link) => link.textContent === 'Price comparison')!);
    expect(await screen.findByRole('heading', { name: 'Price comparison' }, { timeout: 8000 })).toBeVisible();
    expect(pathname()).toBe('/applayout-sidebar-large/pos/pos-analysis-pricecomparison');
    const table = await screen.findByRole('table', { name: 'Price comparison' }, { timeout: 8000 });
    expect(table.textContent).toContain('Paneer tikka');
  });
});
