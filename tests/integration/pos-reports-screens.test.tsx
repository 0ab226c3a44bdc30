import { configure, screen } from '@testing-library/react';
import { testTicket } from '../../src/modules/pos/reports/report-test-bills';
import { writeBills, writeKotTickets, writeRunningTable } from '../../src/mocks/core/billing/billing-store';
import { setupDemoServer } from './support/demo-server';
import { COMPANY, fiveBills, PERIOD } from './support/pos-report-bills';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const rupees = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const columnIndex = (table: HTMLElement, label: string) =>
  [...table.querySelectorAll('thead tr:last-child th')].findIndex((cell) => cell.textContent === label);

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
});
