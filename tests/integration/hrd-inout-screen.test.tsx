import { configure, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '../../src/lib/format/date-format';
import { http, HttpResponse } from 'msw';
import { HRD } from '../../src/menus/catalogue/hrd';
import { NETWORK_ERROR_MESSAGE } from '../../src/lib/api/api-error';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { roleOf } from '../../src/mocks/core/company/roles-store';
import { writeRecord } from '../../src/mocks/core/record-store';
import { serverToday } from '../../src/mocks/core/server-dates';
import { employeesOf, inServiceOn } from '../../src/mocks/core/people/hrd-masters';
import { punchesOfDay } from '../../src/mocks/hrd/hrd-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1002;
const SCREEN = '/applayout-sidebar-large/hrd/hrd-inout';
const OLDER = '/applayout-sidebar-large/hrd/hrdinout';
const today = serverToday();
// The punches are at 00:00 and 00:01 today and "Now" must come after them: the clock reads noon of the test's day
// (still moving), so a run in the first minutes after midnight, or across midnight, sees the same day and times.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(`${today}T12:00:00`));
});
afterEach(() => void vi.useRealTimers());
const posts = (route: string) => requests.filter((request) => request.url.endsWith(route)).length;
const firstInService = async () => (await employeesOf(COMPANY)).find((employee) => inServiceOn(employee, today))!;

describe('in and out register (1002, the HR clerk)', () => {
  it('punches an employee in and out by keyboard, once per double click, with the time checked beside its field', async () => {
    await signInAs(COMPANY, 'staff');
    const employee = await firstInService();
    const who = `${employee.empname} (${employee.empno})`;
    const { user } = renderApp(SCREEN);
    await screen.findByRole('heading', { name: 'In and out register' }, { timeout: 8000 });
    expect(screen.getByLabelText('Day')).toHaveValue(today);
    await screen.findByRole('table', { name: /^Punches of / });
    await user.type(screen.getByLabelText('Find an employee'), employee.empno);
    const table = screen.getByRole('table', { name: /^Punches of .*: 1 of \d+ employees$/ });
    expect(within(table).getByRole('rowheader', { name: who })).toBeInTheDocument();
    const time = screen.getByLabelText('Time of the punch');
    await user.clear(time);
    await user.type(time, '9.00');
    await user.click(within(table).getByRole('button', { name: `Punch in ${who}` }));
    expect(screen.getByText('Enter the time as HH:mm (24 hours), e.g. 09:05.')).toBeInTheDocument();
    expect(time).toHaveFocus();
    await user.clear(time);
    await user.type(time, '00:00');
    // Enter in the search box goes to the employee's button; a double click punches in once.
    await user.click(screen.getByLabelText('Find an employee'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(table).getByRole('button', { name: `Punch in ${who}` })).toHaveFocus());
    await user.dblClick(within(table).getByRole('button', { name: `Punch in ${who}` }));
    await screen.findByText(`${who} punched in at 00:00 on ${formatDate(today)}.`);
    expect(posts(HRD_ROUTES.setInout)).toBe(1);
    const row = () =>
      within(screen.getByRole('table', { name: /^Punches of / }))
        .getByRole('rowheader', { name: who })
        .closest('tr')!;
    await waitFor(() => expect(within(row()).getByRole('button', { name: `Punch out ${who}` })).toBeInTheDocument());
    expect(within(row()).getByText('open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Now' }));
    await user.click(within(row()).getByRole('button', { name: `Punch out ${who}` }));
    await screen.findByText(new RegExp(`^${who.replace(/[()]/g, '\\$&')} punched out at`));
    const stored = (await punchesOfDay(COMPANY, today)).filter((punch) => punch.empId === employee.recordId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ fromTime: '00:00', toTime: '12:00', pos: 0, source: 'MANUAL' });
  });

  it('imports a device file on the older route: good, duplicate, unknown and malformed lines each reported; a failed send keeps the file', async () => {
    await signInAs(COMPANY, 'staff');
    const employee = await firstInService();
    const { user } = renderApp(OLDER);
    await user.click(await screen.findByRole('button', { name: 'Import device file' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose the device’s CSV file.')).toBeInTheDocument();
    const csv = [
      'Employee code,Punch time',
      `${employee.empno},${today} 00:01`,
      `${employee.empno},${today} 00:01:40`,
      'GHOST-9,01-01-2025 09:00',
      `${employee.empno},32/01/2025 09:00`,
    ].join('\n');
    await user.upload(screen.getByLabelText('Device file (CSV)'), new File([csv], 'punches.csv', { type: 'text/csv' }));
    server.use(http.post(`*/${HRD_ROUTES.importInout}`, () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    // The panel says so beside the button (the app's toast may say it too: look in the panel).
    const panel = screen.getByRole('region', { name: 'Import device file' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect((screen.getByLabelText('Device file (CSV)') as HTMLInputElement).files?.[0]?.name).toBe('punches.csv');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('1 punch imported, 1 duplicate ignored, 1 unknown employee code, 1 line not imported.');
    const unknown = screen.getByRole('table', { name: 'Unknown employee codes (not imported)' });
    expect(within(unknown).getByRole('rowheader', { name: '4' }).closest('tr')).toHaveTextContent('GHOST-9');
    const refused = screen.getByRole('table', { name: 'Lines not imported' });
    expect(within(refused).getByRole('rowheader', { name: '5' }).closest('tr')).toHaveTextContent(
      '32/01/2025 is not a day of the calendar',
    );
    const days = screen.getByRole('table', { name: 'Days imported: first in and last out' });
    expect(
      within(days)
        .getByRole('rowheader', { name: `${employee.empname} (${employee.empno})` })
        .closest('tr'),
    ).toHaveTextContent(`${today}00:01open`);
    // The register of the day shows the imported punch.
    const register = screen.getByRole('table', { name: /^Punches of / });
    await waitFor(() =>
      expect(
        within(register)
          .getByRole('rowheader', { name: `${employee.empname} (${employee.empno})` })
          .closest('tr'),
      ).toHaveTextContent('00:01'),
    );
  });

  it('rights taken away after sign-in: the punch is refused in the server’s words; signed in again, no punch or import button', async () => {
    await signInAs(COMPANY, 'staff');
    const employee = await firstInService();
    const who = `${employee.empname} (${employee.empno})`;
    const { user, unmount } = renderApp(SCREEN);
    const table = await screen.findByRole('table', { name: /^Punches of / }, { timeout: 8000 });
    // The administrator leaves the HR clerk only the view of the register.
    const role = (await roleOf(COMPANY, 'EMPLOYEE'))!;
    const { moduleCode, menuCode, screenCode } = HRD.hrdInout.code!;
    const inout = (right: { moduleCode: number; menuCode: number; screenCode: number; transCode: number }) =>
      right.moduleCode === moduleCode && right.menuCode === menuCode && right.screenCode === screenCode;
    await writeRecord(ADMIN_STORE.roles, COMPANY, 'EMPLOYEE', {
      ...role,
      permissions: role.permissions.filter((right) => !inout(right) || right.transCode === 0),
    });
    await user.clear(screen.getByLabelText('Time of the punch'));
    await user.type(screen.getByLabelText('Time of the punch'), '00:00');
    await user.click(within(table).getByRole('button', { name: `Punch in ${who}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not authorised for this transaction');
    expect(screen.getByLabelText('Time of the punch')).toHaveValue('00:00');
    expect((await punchesOfDay(COMPANY, today)).some((punch) => punch.empId === employee.recordId)).toBe(false);
    unmount();
    await signInAs(COMPANY, 'staff');
    renderApp(SCREEN);
    const viewOnly = await screen.findByRole('table', { name: /^Punches of / }, { timeout: 8000 });
    expect(within(viewOnly).getByRole('rowheader', { name: who })).toBeInTheDocument();
    expect(within(viewOnly).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import device file' })).toBeNull();
    expect(screen.queryByLabelText('Time of the punch')).toBeNull();
  });
});
