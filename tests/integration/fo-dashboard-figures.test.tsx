import { configure, screen, waitFor, within } from '@testing-library/react';
import { sumPaise, toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { testLine, testStay } from '../../src/modules/frontoffice/audit/domain/test-stays';
import { oneAtATime } from '../../src/mocks/core/write-queue';
import {
  cformsOf,
  folioLinesOf,
  openStays,
  reservationsOf,
  roomRows,
  staysOf,
  writeFolioLines,
} from '../../src/mocks/frontoffice/fo-store';
import { postCharge } from '../../src/mocks/frontoffice/folio-posting';
import { dashboardMonths, foDashboardSources } from '../../src/mocks/frontoffice/audit/report-sources';
import { backendSession, day, HOTEL, PREFIX, putStay, today } from './fo-audit-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

/** The figure under a card's label, as shown. */
async function card(label: string): Promise<string> {
  const caption = await screen.findByText(label, { selector: '.dashboard-card p' }, { timeout: 10_000 });
  return caption.nextElementSibling?.textContent ?? '';
}

describe('the front office dashboard (/frontoffice/dashboard)', () => {
  it("shows today's occupancy, movements, guests, revenue by kind and C-Forms due from the stored stays and folios", async () => {
    const session = await backendSession('admin');
    const date = today();
    // Room 105 arrived today: its night charged (as a same-day check-out would), laundry and a restaurant bill to the
    // room.
    const stay = testStay('CHK26-11/9105', '105', date, day(date, 1), 4000, { adults: 2, children: 1 });
    await putStay(session, stay, [date]);
    await oneAtATime(HOTEL, async () => {
      await postCharge(session, stay, {
        head: 'LAU',
        headName: 'Laundry',
        incomeAccount: 'Laundry income',
        taxPercent: 18,
        amount: toPaise(250.5),
        description: 'Laundry',
        reference: 'FPC-T1',
        dat: date,
      });
      await writeFolioLines(HOTEL, [testLine(stay, 'PBILL-1', 'POS', date, 1180.25, { head: 'DIN', voucher: '' })]);
    });

    const [stays, open, reservations, cforms, rooms] = await Promise.all([
      staysOf(HOTEL),
      openStays(HOTEL),
      reservationsOf(HOTEL),
      cformsOf(HOTEL),
      roomRows(HOTEL),
    ]);
    // The room panel's rooms in service: the seeded out-of-order rooms are not among them.
    const inService = rooms.filter((room) => room.active !== false && room.status !== 'OUT_OF_ORDER').length;
    expect(inService).toBeLessThan(rooms.length);
    const arrivals =
      stays.filter((one) => one.status !== 'CANCELLED' && one.arrival.startsWith(date)).length +
      reservations.filter((row) => row.status === 'BOOKED' && row.arrival === date).length;
    const dueOut = open.filter((one) => one.departure <= date).length;

    renderApp(`${PREFIX}/dashboard`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front office dashboard' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await card('Rooms occupied now')).toBe(String(open.length));
    expect(await card('Occupancy today (%)')).toBe(String(Math.round((open.length * 10_000) / inService) / 100));
    expect(await card('Arrivals today (arrived and expected)')).toBe(String(arrivals));
    expect(await card('Departures today (left and due out)')).toBe(String(dueOut));
    expect(await card('Guests in house')).toBe(String(open.reduce((sum, one) => sum + one.adults + one.children, 0)));
    expect(await card('Room revenue today')).toBe('4,000.00');
    expect(await card('Posted charges today')).toBe('250.50');
    expect(await card('Restaurant to rooms today')).toBe('1,180.25');
    expect(await card('C-Forms due')).toBe(String(cforms.filter((form) => form.status === 'DUE').length));

    const occupancy = await screen.findByRole(
      'table',
      { name: 'Occupancy over the last 14 hotel days (%)' },
      { timeout: 8000 },
    );
    await waitFor(() => expect(within(occupancy).getAllByRole('row')).toHaveLength(14), { timeout: 5000 });
    // Over the fortnight: today's and the nights audited before today (the starting guests' history).
    const fortnight = (await folioLinesOf(HOTEL)).filter((line) => !line.cancelled && line.dat >= day(date, -13));
    const byKind = (kind: string) =>
      formatMoney(sumPaise(fortnight.filter((line) => line.kind === kind).map((line) => toPaise(line.amount))));
    expect(fortnight.some((line) => line.kind === 'ROOM' && line.dat < date)).toBe(true);
    const revenue = screen.getByRole('table', { name: 'Revenue by kind, last 14 hotel days' });
    expect(
      within(revenue)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([`Room tariff${byKind('ROOM')}`, 'Posted charges250.50', 'Restaurant1,180.25']);
  });

  it("reads the open stays and the recent months' stays and folio lines, not a year of them", async () => {
    const session = await backendSession('admin');
    const date = today();
    expect(dashboardMonths('2026-11-24')).toEqual(['CHK26-10/', 'CHK26-11/']);
    expect(dashboardMonths('2026-11-05')).toEqual(['CHK26-09/', 'CHK26-10/', 'CHK26-11/']);
    expect(dashboardMonths('2026-01-20')).toEqual(['CHK25-12/', 'CHK26-01/']);
    // A guest in since June of last year (still in), one who left last June, and one who left today after arriving this
    // month.
    const resident = testStay('CHK25-06/9001', '105', '2025-06-10', day(date, 3), 2000);
    const gone = testStay('CHK25-06/9002', '106', '2025-06-10', '2025-06-12', 2000, {
      status: 'CHECKED_OUT',
      checkedOutAt: '2025-06-12T10:00',
    });
    const recent = testStay(`CHK${date.slice(2, 4)}-${date.slice(5, 7)}/9003`, '107', day(date, -1), date, 2000, {
      status: 'CHECKED_OUT',
      checkedOutAt: `${date}T10:00`,
    });
    for (const stay of [resident, gone, recent]) await putStay(session, stay);
    await oneAtATime(HOTEL, () =>
      writeFolioLines(HOTEL, [
        testLine(resident, 'N1', 'ROOM', date, 2000),
        testLine(gone, 'N1', 'ROOM', '2025-06-10', 2000),
        testLine(recent, 'N1', 'ROOM', day(date, -1), 2000),
      ]),
    );

    const sources = await foDashboardSources(HOTEL);
    const stayNos = sources.stays.map((stay) => stay.stayNo);
    expect(stayNos).toEqual(expect.arrayContaining([resident.stayNo, recent.stayNo]));
    expect(stayNos).not.toContain(gone.stayNo);
    expect(new Set(stayNos).size).toBe(stayNos.length);
    const lineStays = new Set(sources.lines.map((line) => line.stayNo));
    expect([resident.stayNo, recent.stayNo].every((stayNo) => lineStays.has(stayNo))).toBe(true);
    expect(lineStays.has(gone.stayNo)).toBe(false);
  });

  it('opens for the receptionist too', async () => {
    await signInAs(HOTEL, 'staff');
    renderApp(`${PREFIX}/dashboard`);
    expect(await card('Rooms occupied now')).toBe(String((await openStays(HOTEL)).length));
  });
});
