import { configure, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { daysOfMonth, firstDay, salaryMonthName } from '../../src/modules/hrd/domain/salary-month';
import { inServiceInMonth } from '../../src/modules/hrd/domain/salary-statement';
import { employeesOf } from '../../src/mocks/core/people/hrd-masters';
import { setTestClock } from '../setup/test-clock';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

// The 20th of the clock's month at 10:00, set before anything is seeded: the 21st onwards has no attendance yet.
const month = format(new Date(), 'yyyy-MM');
beforeAll(() => setTestClock(`${month}-20T10:00:00`));
afterAll(() => void vi.useRealTimers());
const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const COMPANY = 1002;
const name = salaryMonthName(month);
const runs = () => requests.filter((request) => request.url.endsWith(`/${HRD_ROUTES.runSalaryStatement}`)).length;

describe('a salary run in the middle of the month (1002, the HR clerk)', () => {
  it('says who has days not marked, and which, and asks before running', async () => {
    await signInAs(COMPANY, 'staff');
    const staff = (await employeesOf(COMPANY)).filter(
      (employee) => inServiceInMonth(employee, month) && employee.doj < firstDay(month) && !employee.serviceClosing,
    );
    const rest = daysOfMonth(month) - 20;
    const { user } = renderApp(`/applayout-sidebar-large/hrd/hrd-salary-statement?month=${month}`);
    const table = await screen.findByRole('table', { name: 'Days with no attendance, per employee' });
    expect(screen.getByRole('heading', { name: /^Attendance not marked \(\d+ employees\)$/ })).toBeInTheDocument();
    const row = within(table).getByRole('cell', { name: staff[0]!.empno }).closest('tr')!;
    const monthShort = format(new Date(`${month}-01T00:00:00`), 'MMM');
    expect(within(row).getByText(`21–${daysOfMonth(month)} ${monthShort} (${rest} days)`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Run ${name}` }));
    const asking = await screen.findByRole('dialog', { name: `Run ${name} with days not marked?` });
    expect(
      within(asking).getByText(/days have no attendance \(.+\): the run pays them as loss of pay\. Run anyway\?$/),
    ).toBeInTheDocument();
    await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
    expect(runs()).toBe(0);

    await user.click(screen.getByRole('button', { name: `Run ${name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: `Run ${name} with days not marked?` })).getByRole('button', {
        name: 'Run anyway',
      }),
    );
    await screen.findByText(new RegExp(`^${name}: \\d+ computed, 0 unchanged`));
    expect(runs()).toBe(1);
  });
});
