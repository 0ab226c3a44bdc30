import { configure, screen, waitFor, within } from '@testing-library/react';
import { readRecord } from '../../src/mocks/core/record-store';
import { dataProvider } from '../../src/lib/api/data-provider';
import { employeesOf } from '../../src/mocks/core/people/hrd-masters';
import type { HrdEmployee } from '../../src/modules/hrd/domain/employee-types';
import { HRD_MASTER_ROUTES } from '../../src/modules/hrd/resources/master-routes';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
/** A designation's usual line in GetHRDEmployeeRequirements. */
type Usual = { designation: number };
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000, defaultHidden: true }));
afterAll(() => configure({ asyncUtilTimeout: 4000, defaultHidden: false }));

describe('the employees master on screen (1002, the HR clerk)', () => {
  it('opens an employee from the list with its codes shown as choices, saves a change, and keeps the stored codes numbers', async () => {
    await signInAs(1002, 'staff');
    const employee = (await employeesOf(1002)).find((row) => row.modeofPay === 1 && row.serviceClosing === null)!;
    const { user } = renderApp(`/applayout-sidebar-large/hrd/hrdemployees`);
    await screen.findByRole('heading', { level: 1, name: 'Employees' });
    const main = within(document.getElementById('main-content')!);
    await user.type(await main.findByLabelText('Search'), employee.empno);
    await user.click(await main.findByLabelText(`Edit ${employee.recordId}`));
    await main.findByRole('heading', { level: 1, name: `Edit employee ${employee.recordId}` });
    expect(main.getByLabelText(/^Gender/)).toHaveValue(String(employee.gender));
    expect(main.getByLabelText(/^Mode of pay/)).toHaveValue('1');
    const mobile = main.getByLabelText('Mobile');
    await user.clear(mobile);
    await user.paste('9847000011');
    await user.click(main.getByRole('button', { name: 'Save' }));
    await main.findByRole('heading', { level: 1, name: 'Employees' });
    await waitFor(async () =>
      expect((await readRecord<HrdEmployee>('hrd.employees', 1002, String(employee.recordId)))?.mobile).toBe(
        '9847000011',
      ),
    );
    const stored = (await readRecord<HrdEmployee>('hrd.employees', 1002, String(employee.recordId)))!;
    expect(stored).toMatchObject({
      gender: employee.gender,
      department: employee.department,
      modeofPay: 1,
      allowances: employee.allowances,
      leaves: employee.leaves,
      serviceClosing: null,
    });
    expect(await screen.findByText(`Employee ${employee.recordId} saved.`)).toBeInTheDocument();
  });

  it('offers a new employee the designation’s usual pay heads and leaves, read with GetHRDEmployeeRequirements', async () => {
    await signInAs(1002, 'staff');
    const usual = await dataProvider.read<{ desigallowances: Usual[]; desigleaves: Usual[] }>(
      HRD_MASTER_ROUTES.employeeRequirements,
    );
    const designation = usual.desigallowances[0]!.designation;
    const count = (rows: Usual[]) => rows.filter((row) => row.designation === designation).length;
    requests.length = 0;
    const { user } = renderApp(`/applayout-sidebar-large/hrd/hrdemployees?record=new`);
    await screen.findByRole('heading', { level: 1, name: 'New employee' });
    const main = within(document.getElementById('main-content')!);
    const post = main.getByLabelText(/^Designation/);
    await user.click(post);
    await user.type(post, String(designation));
    await main.findByRole('option', { name: new RegExp(`\\(${designation}\\)$`) });
    await user.keyboard('{Enter}');
    const use = await main.findByRole('button', { name: 'Use the designation’s usual pay heads and leaves' });
    expect(requests.some((request) => request.url.endsWith(`/${HRD_MASTER_ROUTES.employeeRequirements}`))).toBe(true);
    await user.click(use);
    await waitFor(() =>
      expect(main.getAllByLabelText(/^Pay head, line \d+/)).toHaveLength(count(usual.desigallowances)),
    );
    expect(main.getAllByLabelText(/^Leave type, line \d+/)).toHaveLength(count(usual.desigleaves));
  });
});
