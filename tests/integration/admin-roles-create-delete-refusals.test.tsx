import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { activities } from '../../src/mocks/core/activity-log';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { writeRecord } from '../../src/mocks/core/record-store';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { NO_RIGHTS } from '../../src/modules/admin/roles/role-editor';
import { ACCOUNTS, box, p, RESTAURANT, ROLES, rolesOf, SAVED, savesIn, search, TOTAL } from './support/admin-roles';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
const saves = savesIn(requests);
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error.message;
}

describe('roles and the rights matrix', () => {
  it('creates a role with two rights, once on a double click, and marks a bad code beside its field', async () => {
    await signInAs(RESTAURANT, 'admin');
    const { user } = renderApp(ROLES);
    await user.click(await screen.findByRole('button', { name: 'New role' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New role' });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'c');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cashier');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use 2 to 20 capital letters, digits or underscores.')).toBeVisible();
    expect(saves()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ashier');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('CASHIER');
    await user.click(search());
    await user.paste('payments');
    await user.click(box('View on Payments'));
    await user.click(box('Create on Payments'));
    expect(box('All rights on Payments')).toBePartiallyChecked();
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Role CASHIER' }, { timeout: 8000 });
    expect(await screen.findByText(SAVED)).toBeVisible();
    expect(saves()).toHaveLength(1);
    expect(await rolesOf(saves()[0]!)).toEqual({
      roles: [p(1, 2, 1, 0), p(1, 2, 1, 1)],
      rolesName: 'CASHIER',
      moduleCode: 'Accounts',
      description: 'Cashier',
    });

    await user.click(screen.getByRole('button', { name: 'Back to roles' }));
    expect((await screen.findByRole('rowheader', { name: 'CASHIER' })).closest('tr')).toHaveTextContent('Cashier2');
  });

  it('refuses to delete a role a user holds, and deletes one nobody holds', async () => {
    await signInAs(RESTAURANT, 'admin');
    await dataProvider.write(ADMIN_ENDPOINTS.saveRole, {
      roles: [p(5, 1, 8, 0)],
      rolesName: 'WAITER',
      moduleCode: 'Sales',
      description: 'Waiter',
    });
    const { user } = renderApp(ROLES);
    await user.click(await screen.findByRole('button', { name: 'Delete EMPLOYEE' }, { timeout: 8000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete role EMPLOYEE' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Role EMPLOYEE is held by user staff; give them another role first.',
    );
    expect(screen.getByRole('rowheader', { name: 'EMPLOYEE' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete WAITER' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete role WAITER' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'WAITER' })).not.toBeInTheDocument());
    const logged = (await activities(RESTAURANT))
      .filter((row) => row.module === 'admin')
      .map((row) => `${row.action} ${row.reference}: ${row.detail}`);
    expect(logged).toEqual([
      'Create WAITER: Waiter: Sales: 1 right added, 0 removed',
      'Delete WAITER: Waiter: 1 rights',
    ]);
    expect(await Promise.all(saves().slice(1).map(rolesOf))).toEqual([
      { rolesName: 'EMPLOYEE', traCheck: 3 },
      { rolesName: 'WAITER', traCheck: 3 },
    ]);
  });

  it('leaves out, and says so, rights on screens the matrix no longer has', async () => {
    await signInAs(RESTAURANT, 'admin');
    await writeRecord(ADMIN_STORE.roles, RESTAURANT, 'OLD', {
      code: 'OLD',
      name: 'Old hands',
      permissions: [p(1, 2, 1, 0), p(1, 2, 99, 0)],
      system: false,
    });
    const { user } = renderApp(`${ROLES}?role=OLD`);
    expect(
      await screen.findByText(
        '1 of this role’s rights are on screens this version no longer has; saving leaves them out.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(`1 of ${TOTAL} rights ticked`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED)).toBeVisible();
    expect(await rolesOf(saves()[0]!)).toEqual({
      roles: [p(1, 2, 1, 0)],
      rolesName: 'OLD',
      moduleCode: 'Accounts',
      description: 'Old hands',
    });
  });

  it('keeps the administrator role as it is and the calls to administrators, whatever is sent', async () => {
    await signInAs(RESTAURANT, 'admin');
    const module = (rolesName: string, roles: unknown[], description = 'Boss') =>
      refusal(dataProvider.write(ADMIN_ENDPOINTS.saveRole, { roles, rolesName, moduleCode: 'Accounts', description }));
    expect(await module('ADMINISTRATOR', [])).toBe('The administrator role always has every right.');
    expect(
      await refusal(dataProvider.write(ADMIN_ENDPOINTS.saveRole, { rolesName: 'ADMINISTRATOR', traCheck: 3 })),
    ).toBe('The administrator role cannot be deleted.');
    expect(await module('EMPLOYEE', [p(1, 2, 1, 55)])).toBe(
      'No screen uses the right 1.2.1.55 (module.menu.screen.transaction).',
    );
    expect(await module('EMPLOYEE', [p(1, 2, 1, 0), p(5, 1, 8, 0)])).toBe('Send the rights of one module at a time.');
    expect(await module('x', [])).toBe('Check the marked fields and save again.');
    await signInAs(RESTAURANT, 'staff');
    expect(await module('EMPLOYEE', ACCOUNTS, 'Employee')).toBe(NOT_AUTHORISED);
    expect(await refusal(dataProvider.list(ADMIN_ENDPOINTS.roles))).toBe('You are not permitted to view this screen');
  });

  it('asks a new role for a right and a code of its own before sending anything', async () => {
    await signInAs(RESTAURANT, 'admin');
    const { user } = renderApp(`${ROLES}?role=new`);
    await screen.findByRole('heading', { name: 'New role' }, { timeout: 8000 });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'EMPLOYEE');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_RIGHTS);
    await user.click(search());
    await user.paste('payments');
    await user.click(box('View on Payments'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role EMPLOYEE already exists.')).toBeVisible();
    expect(saves()).toHaveLength(0);
  });
});
