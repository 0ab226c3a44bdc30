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
import { billsOf, writeBills, writeRunningTable } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { COMPANY, fiveBills, PERIOD } from './support/pos-report-bills';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const report = (endpoint: string, body: Record<string, unknown>) => dataProvider.report<ReportResult>(endpoint, body);
const isSale = (bill: Bill) => bill.kind === 'NORMAL' && bill.status !== 'VOID';

describe('restaurant reports', () => {
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
