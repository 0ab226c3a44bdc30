import { configure, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { dataProvider } from '../../src/lib/api/data-provider';
import { FD_REPORT_ENDPOINTS } from '../../src/modules/school-office/reports/domain/report-endpoints';
import type { PenaltyListRow, PenaltyRequirements } from '../../src/modules/students/domain/penalty-rules';
import { STU_ROUTES } from '../../src/modules/students/domain/stu-routes';
import { VEH_ROUTES } from '../../src/modules/vehicles/domain/veh-routes';
import type { TransportRequirements } from '../../src/modules/vehicles/domain/veh-types';
import { academicYearOf } from '../../src/kits/school/school-year';
import { serverToday } from '../../src/mocks/core/server-dates';
import { findDemoCompany } from '../../src/mocks/core/company/companies';
import { writeRecord } from '../../src/mocks/core/record-store';
import { studentsOf, vehiclesOf } from '../../src/mocks/core/school/school-masters';
import { routeFeeSeed } from '../../src/mocks/vehicles/seeds/route-fees';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';
import { setTestClock } from '../setup/test-clock';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// What appears after a save or a refetch may take seconds on a loaded machine: wait as long for it (a missing one still
// fails).
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1004;
const ROOT = '/applayout-sidebar-large';
const today = serverToday();

const requirements = () => dataProvider.report<TransportRequirements>(VEH_ROUTES.transportRequirements, {});

/**
 * Riders owe transport only once a route fee has fallen due (Term 1's in mid-April): on the school year's first days,
 * before that, the dashboard rightly shows none due. On those days the test runs on the day the year's first route fee
 * falls due, set before anything is seeded so the seeds, the dues and the screens agree on it. Answers the test's
 * today.
 */
function onADayARouteFeeIsDue(): string {
  const clockDay = serverToday();
  const year = academicYearOf(clockDay);
  const placed = routeFeeSeed(findDemoCompany(COMPANY)!).map((fee) => {
    const [, month = '04', day = '01'] = fee.dueDate.split('-');
    return `${Number(month) >= 4 ? year : year + 1}-${month}-${day}`;
  });
  const first = placed.sort()[0]!;
  if (clockDay >= first) return clockDay;
  setTestClock(`${first}T12:00:00`);
  // The next test starts on the file's day again (tests/setup puts the test clock back once timers are real).
  onTestFinished(() => void vi.useRealTimers());
  return serverToday();
}

/** The figure under a dashboard card's label, as shown. */
async function card(label: string): Promise<string> {
  const caption = await screen.findByText(label, { selector: '.dashboard-card p' }, { timeout: 10_000 });
  return caption.nextElementSibling?.textContent ?? '';
}

describe('school transport, penalties, NOC and class lists (1004)', () => {
  it('assigns a pupil to a route and stop (the transport flag follows), and the dashboard counts the riders', async () => {
    const day = onADayARouteFeeIsDue();
    await signInAs(COMPANY, 'staff');
    const before = await requirements();
    expect(before.routes.reduce((sum, route) => sum + route.riders, 0)).toBeGreaterThan(0);
    const pupil = before.pupils.find((one) => one.assignment === null && !one.transport)!;
    const route = before.routes.find((one) => one.code === 'R-02')!;
    const { user, unmount } = renderApp(`${ROOT}/vehicles/veh-transport`);
    await screen.findByRole('heading', { name: 'Transport assignments' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    // The form's schema checks asynchronously: its problems show a moment after the click.
    expect(await screen.findByText('Choose the route')).toBeInTheDocument();
    expect(screen.getByText('Choose the pupil')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Route'), 'R-02');
    expect(
      screen.getByText(`${route.seats} seats, ${route.riders} taken, ${route.seats - route.riders} free`),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Stop'), route.stops[1]!.stopName);
    await user.selectOptions(screen.getByLabelText('Pupil'), pupil.admissionNo);
    await user.click(screen.getByLabelText('One way'));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const table = await screen.findByRole('table', { name: 'Pupils on transport' });
    const row = (await within(table).findByRole('rowheader', { name: pupil.name })).closest('tr')!;
    expect([...row.children].slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'R-02',
      route.stops[1]!.stopName,
      pupil.name,
      pupil.classCode,
      'One way',
    ]);
    const after = await requirements();
    expect(after.routes.find((one) => one.code === 'R-02')!.riders).toBe(route.riders + 1);
    expect((await studentsOf(COMPANY)).find((one) => one.admissionNo === pupil.admissionNo)!.transport).toBe(true);

    // Stopped today: kept with its last day (it still holds today's seat), the flag cleared.
    await user.click(within(row).getByRole('button', { name: `Stop ${pupil.name}'s transport` }));
    const dialog = await screen.findByRole('dialog', { name: `Stop ${pupil.name}'s transport` });
    expect(within(dialog).getByLabelText('Last day')).toHaveValue(day);
    await user.click(within(dialog).getByRole('button', { name: 'Stop transport' }));
    const stopped = () => within(table).getByRole('rowheader', { name: pupil.name }).closest('tr')!;
    await waitFor(() => expect(stopped().children[6]!.textContent).toBe(day));
    expect(within(stopped()).queryByRole('button', { name: /^Stop / })).toBeNull();
    expect((await studentsOf(COMPANY)).find((one) => one.admissionNo === pupil.admissionNo)!.transport).toBe(false);
    unmount();

    renderApp(`${ROOT}/vehicles/veh-dashboard`);
    const riders = after.routes.reduce((sum, one) => sum + one.riders, 0);
    const seats = after.routes.reduce((sum, one) => sum + one.seats, 0);
    expect(await card('Pupils riding')).toBe(String(riders));
    expect(await card('Seats free')).toBe(String(seats - riders));
    // The route fees fall due in April and October and the seeded receipts pay fees only: the riders owe transport.
    expect(await card('Transport fees due')).not.toBe('0.00');
  });

  it('refuses a pupil on a route whose vehicles are full, naming the route and its seats, on screen and in the backend', async () => {
    await signInAs(COMPANY, 'staff');
    const before = await requirements();
    const full = before.routes.find((one) => one.code === 'R-06')!;
    const vehicle = (await vehiclesOf(COMPANY)).find((one) => one.route === 'R-06')!;
    await writeRecord('vehicles.vehicles', COMPANY, vehicle.regNo, { ...vehicle, capacity: full.riders });
    const pupil = before.pupils.find((one) => one.assignment === null)!;
    const message = `Route R-06 (${full.name}) is full: ${full.riders} seats, ${full.riders} taken`;
    await expect(
      dataProvider.write(VEH_ROUTES.saveTransportAssignment, {
        header: {
          admissionNo: pupil.admissionNo,
          route: 'R-06',
          stop: full.stops[0]!.stopName,
          way: 'BOTH',
          fromDate: today,
        },
        traCheck: 1,
      }),
    ).rejects.toThrow(message);

    const { user } = renderApp(`${ROOT}/vehicles/veh-transport`);
    await screen.findByRole('heading', { name: 'Transport assignments' }, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('Route'), 'R-06');
    await user.selectOptions(screen.getByLabelText('Stop'), full.stops[0]!.stopName);
    await user.selectOptions(screen.getByLabelText('Pupil'), pupil.admissionNo);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Route')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText('Pupil')).toHaveValue(pupil.admissionNo);
  });

  it('gives a penalty (pending, in the pending report) and the NOC says no for that pupil', async () => {
    await signInAs(COMPANY, 'staff');
    const { pupils } = await dataProvider.report<PenaltyRequirements>(STU_ROUTES.penaltyRequirements, {});
    const given = await dataProvider.report<PenaltyListRow[]>(STU_ROUTES.penaltiesGiven, {});
    expect(given.map((row) => row.state).sort()).toEqual(['GIVEN', 'GIVEN', 'GIVEN', 'PAID']);
    const owing = new Set(given.filter((row) => row.pending > 0).map((row) => row.admissionNo));
    const pupil = pupils.find((one) => !owing.has(one.admissionNo) && one.classCode === 'VI-A')!;
    const { user, unmount } = renderApp(`${ROOT}/students/stuptrapenalities`);
    await screen.findByRole('heading', { name: 'Student penalties' }, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('Pupil'), pupil.admissionNo);
    await user.selectOptions(screen.getByLabelText('Penalty'), 'LFEE');
    await user.clear(screen.getByLabelText('Days'));
    await user.type(screen.getByLabelText('Days'), '3');
    expect(screen.getByText('Amount: 60.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give penalty' }));
    const table = await screen.findByRole('table', { name: 'Penalties given' });
    const row = (await within(table).findByText(pupil.name)).closest('tr')!;
    expect(row.textContent).toContain('Late payment of fees (3 days)');
    expect(row.textContent).toContain('Given');
    // The clerk collects (modify) but does not cancel (delete: the administrator's).
    expect(within(row).getByRole('button', { name: /^Collect PEN/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Cancel PEN/ })).toBeNull();
    unmount();

    const report = renderApp(`${ROOT}/students/rep-pending-penalities?p.classCode=VI-A`);
    const pending = await screen.findByRole('table', { name: 'Pending penalties' }, { timeout: 8000 });
    const pendingRow = within(pending).getByText(pupil.name).closest('tr')!;
    expect(pendingRow.textContent).toContain('60.00');
    report.unmount();

    const nocPage = renderApp(`${ROOT}/front-desk/fd-rep-studentnoc?p.detail=${pupil.admissionNo}`);
    const noc = await screen.findByRole('table', { name: 'Student NOC report' }, { timeout: 8000 });
    const nocRow = within(noc).getByText(pupil.name).closest('tr')!;
    const header = [...noc.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent);
    expect(nocRow.children[header.indexOf('NOC')]!.textContent).toBe('No');
    expect(nocRow.children[header.indexOf('Unpaid penalties')]!.textContent).toBe('60.00');
    expect(nocRow.children[header.indexOf('Pending')]!.textContent).toContain('penalties');
    nocPage.unmount();

    // Collected on a REC fee receipt (the fees desk's issueFeeReceipt): the penalty is paid.
    const again = renderApp(`${ROOT}/students/stuptrapenalities`);
    const list = await screen.findByRole('table', { name: 'Penalties given' }, { timeout: 8000 });
    const mine = () => within(list).getByText(pupil.name).closest('tr')!;
    await again.user.click(within(mine()).getByRole('button', { name: /^Collect PEN/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Collect penalty PEN/ });
    await again.user.click(within(dialog).getByRole('button', { name: 'Collect 60.00' }));
    await waitFor(() => expect(mine().textContent).toContain('Paid'));
    const paid = (
      await dataProvider.report<PenaltyListRow[]>(STU_ROUTES.penaltiesGiven, { detail: pupil.admissionNo })
    )[0]!;
    expect([paid.state, paid.paid, paid.pending]).toEqual(['PAID', 60, 0]);
  });

  it('shows a class roll, numbered, printable, the pupils on transport by route, and the strength by class and gender', async () => {
    await signInAs(COMPANY, 'staff');
    const onRoll = (await studentsOf(COMPANY)).filter((one) => one.active);
    const strength = await dataProvider.report<{
      rows: Array<Record<string, number | string>>;
      totals: Record<string, number>;
    }>(FD_REPORT_ENDPOINTS.studentStrength, {});
    expect(strength.totals).toMatchObject({
      total: onRoll.length,
      boys: onRoll.filter((one) => one.gender === 'M').length,
      girls: onRoll.filter((one) => one.gender === 'F').length,
    });
    const viA = strength.rows.find((row) => row.classCode === 'VI-A')!;
    expect(viA.total).toBe(onRoll.filter((one) => one.className === 'VI' && one.section === 'A').length);
    const roll = (await studentsOf(COMPANY))
      .filter((one) => one.active && one.className === 'VI' && one.section === 'A')
      .map((one) => one.name)
      .sort((a, b) => a.localeCompare(b));
    expect(roll.length).toBeGreaterThan(0);
    const { unmount } = renderApp(`${ROOT}/front-desk/fd-students1?p.classCode=VI-A`);
    const table = await screen.findByRole('table', { name: 'Class lists' }, { timeout: 8000 });
    const header = [...table.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent);
    const rows = [...table.querySelectorAll('tbody tr:not(.table-light):not(.report-subtotal)')].filter(
      (row) => row.children.length === header.length,
    );
    expect(rows.map((row) => row.children[header.indexOf('Pupil')]!.textContent)).toEqual(roll);
    expect(rows.map((row) => row.children[header.indexOf('Roll number')]!.textContent)).toEqual(
      roll.map((_, index) => String(index + 1)),
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    unmount();

    const riders = (await requirements()).routes.find((one) => one.code === 'R-01')!.riders;
    renderApp(`${ROOT}/front-desk/fd-students3?p.route=R-01`);
    const transport = await screen.findByRole('table', { name: 'Students on school transport' }, { timeout: 8000 });
    expect(within(transport).getByRole('rowheader', { name: /^Route: R-01/ })).toHaveTextContent(`(${riders})`);
  });

  it('answers another company (no school seeds) with its masters and nothing given', async () => {
    await signInAs(1010, 'admin');
    const other = await requirements();
    expect(other.routes.every((route) => route.riders === 0)).toBe(true);
    expect(await dataProvider.report<PenaltyListRow[]>(STU_ROUTES.penaltiesGiven, {})).toEqual([]);
    const noc = await dataProvider.report<{ rows: Array<Record<string, unknown>> }>(FD_REPORT_ENDPOINTS.studentNoc, {});
    expect(noc.rows.length).toBe(other.pupils.length);
    expect(noc.rows.every((row) => row.noc === 'Yes' || row.feeBalance !== 0)).toBe(true);
  });
});
