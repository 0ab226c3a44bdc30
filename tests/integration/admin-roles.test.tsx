import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { editionMatrix, keyPermission, sortPermissions } from '../../src/modules/admin/roles/permission-matrix';
import { activities } from '../../src/mocks/core/activity-log';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { writeRecord } from '../../src/mocks/core/record-store';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { NO_RIGHTS } from '../../src/modules/admin/roles/role-editor';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const RESTAURANT = 1010;
const ROLES = '/applayout-sidebar-large/admin/roles';
const SAVED = 'Saved. Users of this role get the change when they next sign in.';
/** Every right of the restaurant's matrix (the catalogue's size, not this test's subject). */
const TOTAL = editionMatrix('D-RES').reduce((count, module) => count + module.keys.length, 0);
const p = (moduleCode: number, menuCode: number, screenCode: number, transCode: number) => ({
  moduleCode,
  menuCode,
  screenCode,
  transCode,
});

/**
 * A checkbox of the matrix by its accessible name: its aria-label (the cells and row select-alls) or its
 * visible label (module and column select-alls). Looked up by attribute, as getByLabelText scans every
 * element's labels and takes seconds on ~800 boxes in jsdom. Null when not rendered.
 */
function findBox(name: string): HTMLInputElement | null {
  const labelled = [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox][aria-label]')].find(
    (input) => input.getAttribute('aria-label') === name,
  );
  if (labelled) return labelled;
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === name);
  const input = label ? document.getElementById(label.htmlFor) : null;
  return input instanceof HTMLInputElement && input.type === 'checkbox' ? input : null;
}

const search = () => screen.getByRole('searchbox', { name: 'Find a screen or module' });

function box(name: string): HTMLInputElement {
  const input = findBox(name);
  if (!input) throw new Error(`no checkbox named "${name}"`);
  return input;
}
const saves = () => requests.filter((request) => request.url.endsWith(`/${ADMIN_ENDPOINTS.saveRole}`));
const bodyOf = async (request: Request) =>
  JSON.parse(await request.clone().text()) as Record<string, unknown> & { usr: { rCode: string } };
/** setAdminRole's body without the user: one module's rights of a role, with our description. */
const rolesOf = async (request: Request) =>
  Object.fromEntries(Object.entries(await bodyOf(request)).filter(([field]) => field !== 'usr'));

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('the server accepted what it should refuse');
  return error.message;
}

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
/** Every right of the accounts module, as the restaurant's matrix offers them (a module the cashier has none of). */
const ACCOUNTS = sortPermissions(
  editionMatrix('D-RES')
    .find((module) => module.moduleCode === 1)!
    .keys.map(keyPermission),
);

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
