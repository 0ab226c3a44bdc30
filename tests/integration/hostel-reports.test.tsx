import { configure, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { type ReceiptRequirements } from '../../src/modules/hostels/domain/hostel-receipt-types';
import { type BillingPreview } from '../../src/modules/hostels/domain/hostel-bill-types';
import { type RoomPanel } from '../../src/modules/hostels/domain/room-panel-types';
import { HOSTEL_ENDPOINTS as API } from '../../src/modules/hostels/domain/hostel-endpoints';
import { serverToday } from '../../src/mocks/core/server-dates';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// What appears after a save or a refetch may take seconds on a loaded machine: wait as long for it (a missing one still
// fails).
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
const COMPANY = 1004;
const ROOT = '/applayout-sidebar-large/hostels';
const today = serverToday();
const month = today.slice(0, 7);
const cells = (row: Element) => [...row.children].map((cell) => cell.textContent);

/** The figure under a dashboard card's label, as shown. */
async function card(label: string): Promise<string> {
  const caption = await screen.findByText(label, { selector: '.dashboard-card p' }, { timeout: 10_000 });
  return caption.nextElementSibling?.textContent ?? '';
}

/** This month billed and one receipt of 1,000.00 taken: what the reports and the dashboard should show. */
async function billedAndPaid() {
  await dataProvider.write(API.runBilling, { header: { month }, traCheck: 1 });
  const { occupants } = await dataProvider.report<ReceiptRequirements>(API.receiptRequirements, {});
  const payer = occupants[0]!;
  await dataProvider.write(API.saveReceipt, {
    header: { occupantKey: payer.key, amount: 1000, mode: 'CAS', account: 'AC001', reference: '', remarks: '' },
    traCheck: 1,
  });
  const bills = (await dataProvider.report<BillingPreview>(API.billingPreview, { detail: month })).bills;
  return { payer, billed: sumPaise(bills.map((bill) => toPaise(bill.total))) };
}

describe('hostel reports and dashboard (1004)', () => {
  it('reports occupancy by hostel as on a day: beds, occupied, out of service, vacant and the percentage, with totals', async () => {
    await signInAs(COMPANY, 'admin');
    const panel = await dataProvider.report<RoomPanel>(API.panel, {});
    renderApp(`${ROOT}/hostel-rep-occupancy?p.frmDate=${today}`);
    const table = await screen.findByRole('table', { name: 'Occupancy by hostel' }, { timeout: 8000 });
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((row) => row.children[0]!.textContent)).toEqual(panel.hostels.map((one) => one.name));
    const vbh = panel.hostels.find((one) => one.hostel === 'VBH')!;
    expect(cells(rows.find((row) => row.children[0]!.textContent === vbh.name)!).slice(1)).toEqual(
      [vbh.beds, vbh.occupied, vbh.outOfService, vbh.vacant].map(String).concat(`${vbh.percent} %`),
    );
    const occupied = panel.hostels.reduce((sum, one) => sum + one.occupied, 0);
    expect(table.querySelector('tr.report-total')!.children[2]!.textContent).toBe(String(occupied));
  });

  it('reports bills and dues per occupant (billed, received, due) and the dashboard shows the same from real data', async () => {
    await signInAs(COMPANY, 'admin');
    const { payer, billed } = await billedAndPaid();
    const { unmount } = renderApp(`${ROOT}/hostel-rep-bills?p.frmDate=${month}-01&p.toDate=${today}`);
    const table = await screen.findByRole('table', { name: 'Hostel bills and dues' }, { timeout: 8000 });
    const header = [...table.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent);
    const at = (name: string) => header.indexOf(name);
    const total = table.querySelector('tr.report-total')!;
    expect(total.children[at('Billed')]!.textContent).toBe(formatMoney(billed));
    expect(total.children[at('Received')]!.textContent).toBe('1,000.00');
    expect(total.children[at('Due')]!.textContent).toBe(formatMoney(billed - 100_000));
    const row = within(table).getByText(payer.name).closest('tr')!;
    expect(row.children[at('Received')]!.textContent).toBe('1,000.00');

    unmount();
    const panel = await dataProvider.report<RoomPanel>(API.panel, {});
    const beds = panel.rooms.flatMap((room) => room.beds);
    renderApp(`${ROOT}/hostel-dashboard`);
    expect(await card('Beds')).toBe(String(beds.length));
    expect(await card('Beds occupied')).toBe(String(beds.filter((bed) => bed.state === 'OCCUPIED').length));
    expect(await card("This month's billing")).toBe(formatMoney(billed));
    expect(await card('Received this month')).toBe('1,000.00');
    expect(await card('Dues outstanding')).toBe(formatMoney(billed - 100_000));
  });
});
