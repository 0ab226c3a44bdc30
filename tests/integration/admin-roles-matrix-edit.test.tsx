import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { activities } from '../../src/mocks/core/activity-log';
import {
  ACCOUNTS,
  bodyOf,
  box,
  findBox,
  p,
  RESTAURANT,
  ROLES,
  rolesOf,
  SAVED,
  savesIn,
  search,
  TOTAL,
} from './support/admin-roles';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
const saves = savesIn(requests);
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

/**
 * The restaurant's EMPLOYEE (the cashier) as seeded: the restaurant dashboard, item groups, items (view, create,
 * modify), outlets, KOT groups, tables, delivery boys, both billing screens (view, create, modify, print, reprint),
 * deliveries (view, create, modify, print), the day's settlement and table status reports, sale taxes, units (view,
 * modify).
 */
const BILLING = [0, 1, 2, 7, 8];
const EMPLOYEE_SEEDED = [
  p(3, 1, 1, 0),
  p(3, 1, 1, 2),
  p(5, 0, 0, 1),
  p(5, 1, 1, 0),
  p(5, 1, 2, 0),
  p(5, 1, 2, 1),
  p(5, 1, 2, 2),
  p(5, 1, 3, 0),
  p(5, 1, 4, 0),
  p(5, 1, 8, 0),
  p(5, 1, 10, 0),
  ...BILLING.map((transCode) => p(5, 2, 1, transCode)),
  ...BILLING.map((transCode) => p(5, 2, 2, transCode)),
  ...[0, 1, 2, 7].map((transCode) => p(5, 2, 3, transCode)),
  p(5, 7, 11, 0),
  p(5, 7, 12, 0),
  p(5, 9, 1, 0),
];

describe('roles and the rights matrix', () => {
  it('shows a role’s rights, saves exactly the changed list, and shows it again after a reload', async () => {
    await signInAs(RESTAURANT, 'admin');
    const { user } = renderApp(ROLES);
    const table = await screen.findByRole('table', { name: 'Roles' }, { timeout: 8000 });
    const employee = within(table).getByRole('rowheader', { name: 'EMPLOYEE' }).closest('tr')!;
    expect(employee).toHaveTextContent('Employee28');
    expect(within(table).getByRole('rowheader', { name: 'ADMINISTRATOR' }).closest('tr')).toHaveTextContent(
      'Every right',
    );
    expect(screen.queryByRole('button', { name: 'Delete ADMINISTRATOR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit ADMINISTRATOR' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit EMPLOYEE' }));
    await screen.findByRole('heading', { name: 'Role EMPLOYEE' });
    expect(screen.getByText(`28 of ${TOTAL} rights ticked`, { exact: false })).toBeVisible();
    expect(box('Every right in Sales')).toBePartiallyChecked();
    expect(box('Every right in Accounts')).not.toBeChecked();
    // Modules are closed until opened: no row of theirs is rendered.
    expect(findBox('View on Payments')).toBeNull();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Accounts', expanded: false }));
    expect(box('View on Payments')).not.toBeChecked();
    await user.click(box('Every right in Accounts'));
    expect(box('Create on every Accounts screen')).toBeChecked();
    expect(box('All rights on Receipts')).toBeChecked();
    expect(box('Open on Accounts dashboard')).toBeChecked();

    // A search opens the modules it finds rows in, with those rows only.
    await user.click(search());
    await user.paste('items');
    await waitFor(() => expect(box('Create on Items (pos/res-items)')).toBeChecked());
    expect(box('View on Items (pos/res-items)')).toBeChecked();
    expect(box('Delete on Items (pos/res-items)')).not.toBeChecked();
    expect(box('All rights on Items (pos/res-items)')).toBePartiallyChecked();
    expect(findBox('View on Tables')).toBeNull();
    await user.click(box('Create on Items (pos/res-items)'));
    await user.clear(search());
    await user.paste('units');
    await waitFor(() => expect(box('Modify on Units of measure')).toBeChecked());
    expect(box('Create on Units of measure')).not.toBeChecked();
    expect(findBox('Every right in Sales')).toBeNull();
    expect(screen.getByText(`${28 + ACCOUNTS.length - 1} of ${TOTAL} rights ticked`, { exact: false })).toBeVisible();
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED, {}, { timeout: 10_000 })).toBeVisible();

    // The contract's setAdminRole replaces one module's rights: the two modules changed, each once.
    expect(saves()).toHaveLength(2);
    expect((await bodyOf(saves()[0]!)).usr.rCode).toBe('ADMINISTRATOR');
    expect(await Promise.all(saves().map(rolesOf))).toEqual([
      { roles: ACCOUNTS, rolesName: 'EMPLOYEE', moduleCode: 'Accounts', description: 'Employee' },
      {
        roles: EMPLOYEE_SEEDED.filter(
          (right) =>
            right.moduleCode === 5 && !(right.screenCode === 2 && right.menuCode === 1 && right.transCode === 1),
        ),
        rolesName: 'EMPLOYEE',
        moduleCode: 'Sales',
        description: 'Employee',
      },
    ]);
    const logged = (await activities(RESTAURANT)).filter((row) => row.module === 'admin');
    expect(logged.map((row) => [row.action, row.subject, row.reference, row.user, row.detail])).toEqual([
      ['Modify', 'Role', 'EMPLOYEE', 'admin', `Accounts: ${ACCOUNTS.length} rights added, 0 removed`],
      ['Modify', 'Role', 'EMPLOYEE', 'admin', 'Sales: 0 rights added, 1 removed'],
    ]);

    cleanup();
    const again = renderApp(`${ROLES}?role=EMPLOYEE`);
    await screen.findByRole('heading', { name: 'Role EMPLOYEE' }, { timeout: 8000 });
    expect(box('Every right in Accounts')).toBeChecked();
    expect(box('Every right in Sales')).toBePartiallyChecked();
    await again.user.click(search());
    await again.user.paste('items');
    await waitFor(() => expect(box('Create on Items (pos/res-items)')).not.toBeChecked());
    expect(box('Modify on Items (pos/res-items)')).toBeChecked();
  });

  it('asks before leaving changed rights', async () => {
    await signInAs(RESTAURANT, 'admin');
    const { user } = renderApp(`${ROLES}?role=EMPLOYEE`);
    await screen.findByRole('heading', { name: 'Role EMPLOYEE' }, { timeout: 8000 });
    await user.click(box('Every right in Accounts'));
    await user.click(screen.getByRole('button', { name: 'Back to roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Role EMPLOYEE' })).toBeVisible();
    expect(box('Every right in Accounts')).toBeChecked();
  });
});
