import { configure, screen, within } from '@testing-library/react';
import { format, parseISO } from 'date-fns';
import type { ReportResult } from '../../src/engine/report/report';
import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, sumPaise, toPaise } from '../../src/lib/money/money';
import { divideByQuantity } from '../../src/lib/money/money-arithmetic';
import { AUDIT_ENDPOINTS, FO_REPORT_ENDPOINTS as E } from '../../src/modules/frontoffice/audit/domain/audit-types';
import { testStay } from '../../src/modules/frontoffice/audit/domain/test-stays';
import { folioBalancePaise } from '../../src/modules/frontoffice/domain/folio';
import type { FolioLine } from '../../src/modules/frontoffice/domain/stay-types';
import type { DemoSession } from '../../src/mocks/core/sessions/auth';
import { oneAtATime } from '../../src/mocks/core/write-queue';
import { folioLinesOf, openStays, stayOf } from '../../src/mocks/frontoffice/fo-store';
import { postCharge, postMoney } from '../../src/mocks/frontoffice/folio-posting';
import { backendSession, day, HOTEL, PREFIX, putStay, today } from './fo-audit-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const report = (endpoint: string, body: Record<string, unknown> = {}) =>
  dataProvider.report<ReportResult>(endpoint, body);
const rupees = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const columnIndex = (table: HTMLElement, label: string) =>
  [...table.querySelectorAll('thead tr:last-child th')].findIndex((cell) => cell.textContent === label);
const totalOf = (lines: readonly FolioLine[], pick: (line: FolioLine) => number) =>
  fromPaise(sumPaise(lines.map((line) => toPaise(pick(line)))));

/**
 * A hotel day run for real: room 105 in since yesterday at Rs 4,000, laundry and an advance on it, a refund; the night
 * audit posts every open stay's nights (the seeded guests' too). Answers the period covering every night posted.
 */
async function auditedDay(session: DemoSession) {
  const date = today();
  const stay = testStay('CHK26-11/9105', '105', day(date, -1), day(date, 1), 4000);
  await putStay(session, stay);
  await oneAtATime(HOTEL, async () => {
    await postCharge(session, stay, {
      head: 'LAU',
      headName: 'Laundry',
      incomeAccount: 'Laundry income',
      taxPercent: 18,
      amount: toPaise(333.33),
      description: 'Laundry, 5 pieces',
      reference: 'FPC-T1',
      dat: date,
    });
    await postMoney(session, stay, {
      kind: 'ADVANCE',
      mode: 'CASH',
      amount: toPaise(5000),
      reference: 'FAR-T1',
      description: 'Advance',
      dat: date,
    });
    await postMoney(session, stay, {
      kind: 'REFUND',
      mode: 'CASH',
      amount: toPaise(1000),
      reference: 'FRF-T1',
      description: 'Part refund',
      dat: date,
    });
  });
  await dataProvider.write(AUDIT_ENDPOINTS.runNightAudit, { header: { dat: date }, traCheck: 1 });
  const lines = (await folioLinesOf(HOTEL)).filter((line) => !line.cancelled);
  const from = lines.map((line) => line.dat).sort()[0]!;
  return { stay, lines, period: { frmDate: from, toDate: date } };
}

describe('front office reports computed from the stored folios', () => {
  it('room-wise revenue on screen: each room and the grand total agree with the folio lines', async () => {
    const session = await backendSession('admin');
    const { lines, period } = await auditedDay(session);
    renderApp(`${PREFIX}/fo-rep-room-revenue?p.frmDate=${period.frmDate}&p.toDate=${period.toDate}`);
    const table = await screen.findByRole('table', { name: 'Room-wise revenue' }, { timeout: 8000 });
    const billed = lines.filter((line) => line.kind === 'ROOM' || line.kind === 'CHARGE' || line.kind === 'POS');
    const footer = table.querySelector('tr.report-total')!;
    expect(rupees(footer.children[columnIndex(table, 'Total')]!.textContent)).toBe(
      totalOf(billed, (line) => line.debit),
    );
    expect(rupees(footer.children[columnIndex(table, 'Room tariff')]!.textContent)).toBe(
      totalOf(
        billed.filter((line) => line.kind === 'ROOM'),
        (line) => line.amount,
      ),
    );
    expect(rupees(footer.children[columnIndex(table, 'Nights sold')]!.textContent)).toBe(
      billed.filter((line) => line.kind === 'ROOM').length,
    );
    // Room 105: two nights at 4,200 with GST, laundry 333.33 + 60.00 GST.
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.children[0]?.textContent === '105')!;
    expect(
      ['Nights sold', 'Room tariff', 'Posted charges', 'Taxes', 'Total'].map((label) =>
        rupees(row.children[columnIndex(table, label)]!.textContent),
      ),
    ).toEqual([2, 8000, 333.33, 460, 8793.33]);
  });

  it('occupancy and ARR by day, charges by head, advances, in-house balances and the audit history agree with the folios', async () => {
    const session = await backendSession('admin');
    const { lines, period, stay } = await auditedDay(session);
    const date = period.toDate;
    const nights = lines.filter((line) => line.kind === 'ROOM');

    const occupancy = await report(E.occupancyDay, period);
    expect(occupancy.totals).toMatchObject({ sold: nights.length, revenue: totalOf(nights, (line) => line.amount) });
    const tonight = nights.filter((line) => line.reference === date);
    const open = await openStays(HOTEL);
    expect(occupancy.rows.at(-1)).toMatchObject({
      dat: date,
      sold: tonight.length,
      occupied: open.length,
      house: open.filter((one) => one.kind === 'HOUSE').length,
    });
    expect(occupancy.rows.at(-1)!.arr).toBe(
      fromPaise(divideByQuantity(toPaise(totalOf(tonight, (line) => line.amount)), tonight.length)),
    );

    const charges = await report(E.charges, period);
    expect(charges.groups!.map((group) => [group.label, group.totals])).toEqual([
      ['Laundry (LAU)', { amount: 333.33, cgst: 30, sgst: 30, total: 393.33 }],
    ]);

    const advances = await report(E.advances, period);
    expect(advances.totals).toEqual({
      received: totalOf(
        lines.filter((line) => line.kind === 'ADVANCE'),
        (line) => line.credit,
      ),
      refunded: 1000,
      net:
        totalOf(
          lines.filter((line) => line.kind === 'ADVANCE'),
          (line) => line.credit,
        ) - 1000,
    });
    expect(advances.groups!.find((group) => group.key.startsWith(stay.stayNo))!.totals).toEqual({
      received: 5000,
      refunded: 1000,
      net: 4000,
    });

    const inHouse = await report(E.inHouse);
    const balances = await Promise.all(
      open.map(async (one) => folioBalancePaise(await folioLinesOf(HOTEL, one.stayNo))),
    );
    expect(inHouse.totals.balance).toBe(fromPaise(sumPaise(balances)));
    // 8,400 + 393.33 - 5,000 + 1,000
    expect(inHouse.rows.find((row) => row.room === '105')).toMatchObject({ tariff: 4000, balance: 4793.33 });

    // The nights before today were audited in the starting history, each its own record; this audit posted the rest.
    const audits = await report(E.nightAudits, period);
    const history = nights.filter((line) => line.at.endsWith('T23:40:00'));
    const ours = nights.filter((line) => !history.includes(line));
    expect(audits.rows.at(-1)).toEqual(
      expect.objectContaining({
        dat: date,
        user: 'admin',
        roomsPosted: open.filter((one) => one.kind !== 'HOUSE').length,
        roomRevenue: totalOf(ours, (line) => line.amount),
      }),
    );
    const earlier = audits.rows.slice(0, -1);
    expect(earlier.map((row) => row.dat)).toEqual([...new Set(history.map((line) => line.dat))].sort());
    expect(fromPaise(sumPaise(earlier.map((row) => toPaise(Number(row.roomRevenue)))))).toBe(
      totalOf(history, (line) => line.amount),
    );
    expect((await stayOf(HOTEL, stay.stayNo))?.status).toBe('IN_HOUSE');
  });

  it('arrivals on screen: the reservations expected and the stays arrived, grouped', async () => {
    const session = await backendSession('admin');
    await putStay(session, testStay('CHK26-11/9112', '112', today(), day(today(), 1), 3000));
    renderApp(`${PREFIX}/fo-rep-arrivals`);
    const table = await screen.findByRole('table', { name: 'Arrivals' }, { timeout: 8000 });
    const groups = [...table.querySelectorAll('tbody th[scope="rowgroup"]')].map((cell) => cell.textContent);
    expect(groups).toEqual([
      expect.stringMatching(/^Arrivals: Expected \(\d+\)$/),
      expect.stringMatching(/^Arrivals: Arrived \(\d+\)$/),
    ]);
    expect(within(table).getByRole('cell', { name: 'CHK26-11/9112' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'Booked' }).length).toBeGreaterThan(0);
  });

  it("occupancy by month on screen: the financial year chosen by default, twelve months, this month's rooms sold as on the folios", async () => {
    const session = await backendSession('admin');
    const { lines } = await auditedDay(session);
    renderApp(`${PREFIX}/fo-rep-occupancy-month`);
    const table = await screen.findByRole('table', { name: 'Occupancy and ARR by month' }, { timeout: 8000 });
    expect(screen.getByRole('combobox', { name: /^Financial year/ })).toHaveValue(
      String(Number(today().slice(5, 7)) >= 4 ? Number(today().slice(0, 4)) : Number(today().slice(0, 4)) - 1),
    );
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(12);
    const month = format(parseISO(today()), 'MMM yyyy');
    const row = [...rows].find((candidate) => candidate.children[0]?.textContent === month)!;
    const nightsThisMonth = lines.filter(
      (line) => line.kind === 'ROOM' && line.reference.slice(0, 7) === today().slice(0, 7),
    ).length;
    expect(rupees(row.children[columnIndex(table, 'Rooms sold')]!.textContent)).toBe(nightsThisMonth);
  });
});
