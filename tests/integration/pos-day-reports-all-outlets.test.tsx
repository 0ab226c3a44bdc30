import { configure, screen, within } from '@testing-library/react';
import type { ReportResult } from '../../src/engine/report/report';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import type { Bill } from '../../src/kits/billing/domain/bill-types';
import { POS_REPORT_ENDPOINTS as E } from '../../src/modules/pos/reports/pos-report-endpoints';
import { testBill, testTicket } from '../../src/modules/pos/reports/report-test-bills';
import { writeBills, writeKotTickets } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const COMPANY = 1010;
const DAY = '2026-11-20';
const NAAN = (qty: number) => ['PI-0025', 'Butter naan', qty, 70] as const;
/**
 * One day's settled bills in three outlets; the cashier (staff) bills in DIN and FAM, not in the rooftop grill (ROOF).
 */
const BILLS: Bill[] = [
  testBill({ billNo: 1, dat: DAY, lines: [NAAN(2)], settle: 'CASH' }),
  testBill({ billNo: 2, dat: DAY, outlet: 'FAM', tableNo: 'F1', lines: [NAAN(1)], settle: 'UPI' }),
  testBill({ billNo: 3, dat: DAY, outlet: 'ROOF', tableNo: 'R1', waiter: 'W02', lines: [NAAN(3)], settle: 'CARD' }),
  testBill({ billNo: 4, dat: DAY, tableNo: 'T2', waiter: 'W02', lines: [NAAN(1)], settle: 'UPI' }),
];
const shown = (outlets: readonly string[]) =>
  formatMoney(sumPaise(BILLS.filter((bill) => outlets.includes(bill.outlet)).map((bill) => toPaise(bill.total))));

/** The report as a person reads it: the column headers, each group's heading, and every other row's cells. */
async function readReport(title: string) {
  const table = await screen.findByRole('table', { name: title }, { timeout: 8000 });
  const [, header, ...rows] = within(table).getAllByRole('row');
  const columns = within(header!)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const headings = within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
  const lines = rows
    .filter((row) => within(row).queryAllByRole('rowheader').length === 0)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
  const cell = (first: string, column: string) => lines.find((cells) => cells[0] === first)?.[columns.indexOf(column)];
  return { columns, headings, lines, cell };
}

describe('restaurant reports with no outlet chosen', () => {
  it('cover every outlet, each under its own heading with its subtotal, then the grand total; one outlet when chosen', async () => {
    await signInAs(COMPANY, 'admin');
    await writeBills(COMPANY, BILLS);
    const { user } = renderApp(`/applayout-sidebar-large/pos/pos-dayrep-settlement?p.frmDate=${DAY}&p.toDate=${DAY}`);
    const every = await readReport('Day settlement');
    expect(every.headings).toEqual([
      'Outlet: AC family hall (1)',
      'Outlet: Main dining hall (2)',
      'Outlet: Rooftop grill (1)',
    ]);
    expect(every.columns).toContain('Mode');
    expect(every.cell('Subtotal, Main dining hall', 'Amount')).toBe(shown(['DIN']));
    expect(every.cell('Subtotal, Rooftop grill', 'Amount')).toBe(shown(['ROOF']));
    expect(every.cell('Total (4 rows)', 'Amount')).toBe(shown(['DIN', 'FAM', 'ROOF']));

    const outlet = screen.getByRole('combobox', { name: 'Outlet' });
    await user.type(outlet, 'FAM');
    await user.click(await screen.findByRole('option', { name: 'AC family hall (FAM)' }));
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await screen.findByRole('rowheader', { name: 'Mode: UPI (1)' });
    const one = await readReport('Day settlement');
    expect(one.headings).toEqual(['Mode: UPI (1)']);
    expect(one.cell('Total (1 row)', 'Amount')).toBe(shown(['FAM']));

    // Cleared again, the outlet is left empty: every outlet once more.
    await user.click(outlet);
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await screen.findByRole('rowheader', { name: 'Outlet: Rooftop grill (1)' });
  });

  it('cover only the outlets a cashier may see, and refuse another outlet', async () => {
    await signInAs(COMPANY, 'staff');
    await writeBills(COMPANY, BILLS);
    renderApp(`/applayout-sidebar-large/pos/pos-dayrep-settlement?p.frmDate=${DAY}&p.toDate=${DAY}`);
    const mine = await readReport('Day settlement');
    expect(mine.headings).toEqual(['Outlet: AC family hall (1)', 'Outlet: Main dining hall (2)']);
    expect(mine.cell('Total (3 rows)', 'Amount')).toBe(shown(['DIN', 'FAM']));
    const refused = await dataProvider
      .report(E.settlements, { frmDate: DAY, toDate: DAY, restaCode: 'ROOF' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });

  it('group the KOT details, the list of sales and the item sales by outlet', async () => {
    await signInAs(COMPANY, 'admin');
    await writeBills(COMPANY, BILLS);
    await writeKotTickets(COMPANY, [
      testTicket({
        kotNo: 1,
        dat: DAY,
        lines: [{ lineId: 'L1', itemId: 'PI-0025', itemName: 'Butter naan', qty: 2, rate: 70, notes: '', reason: '' }],
      }),
      testTicket({
        kotNo: 2,
        dat: DAY,
        outlet: 'FAM',
        tableNo: 'F1',
        lines: [{ lineId: 'L1', itemId: 'PI-0025', itemName: 'Butter naan', qty: 1, rate: 70, notes: '', reason: '' }],
      }),
    ]);
    const { unmount } = renderApp(`/applayout-sidebar-large/pos/pos-dayrep-kotdetails?p.frmDate=${DAY}`);
    expect((await readReport('KOT details')).headings).toEqual([
      'Outlet: AC family hall (1)',
      'Outlet: Main dining hall (1)',
    ]);
    unmount();
    const sales = renderApp(`/applayout-sidebar-large/pos/pos-costrep-listofsales?p.frmDate=${DAY}&p.toDate=${DAY}`);
    const list = await readReport('List of sales');
    expect(list.headings).toEqual([
      'Outlet: AC family hall (1)',
      'Outlet: Main dining hall (2)',
      'Outlet: Rooftop grill (1)',
    ]);
    expect(list.cell('Subtotal, Main dining hall', 'Total')).toBe(shown(['DIN']));
    sales.unmount();
    renderApp(`/applayout-sidebar-large/pos/pos-strockrep-itemwisesales?p.frmDate=${DAY}&p.toDate=${DAY}`);
    const items = await readReport('Item-wise sales');
    expect(items.headings).toEqual([
      'Outlet: AC family hall (1)',
      'Outlet: Main dining hall (1)',
      'Outlet: Rooftop grill (1)',
    ]);
    expect(items.cell('Subtotal, Rooftop grill', 'Quantity')).toBe('3');
    expect(items.cell('Total (3 rows)', 'Quantity')).toBe('7');
  });

  it('leave an empty waiter filter meaning every waiter, still by outlet', async () => {
    await signInAs(COMPANY, 'admin');
    await writeBills(COMPANY, BILLS);
    const answer = await dataProvider.report<ReportResult>(E.special, {
      frmDate: DAY,
      toDate: DAY,
      restaCode: '',
      detail: '',
      recordId: '2',
    });
    expect(answer.groupBy).toBe('outlet');
    expect(answer.groups!.map((group) => [group.key, group.count])).toEqual([
      ['FAM', 1],
      ['DIN', 2],
      ['ROOF', 1],
    ]);
    // Each outlet's bills by waiter: W01 Shameer Thomas, W02 Aswathy Varghese.
    expect(answer.rows.map((row) => [row.outlet, row.waiter])).toEqual([
      ['AC family hall', 'Shameer Thomas'],
      ['Main dining hall', 'Aswathy Varghese'],
      ['Main dining hall', 'Shameer Thomas'],
      ['Rooftop grill', 'Aswathy Varghese'],
    ]);
  });
});
