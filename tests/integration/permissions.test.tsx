import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
const RESTAURANT = 1010;
const CRM_COMPANY = 1009;
const UNITS = '/applayout-sidebar-large/inventory/inv-uom';
const unitRequests = () => requests.filter((request) => request.url.includes('/api/invUOM/'));

describe('the route guard', () => {
  it('shows "not permitted" for a screen the roles do not open, and asks the backend for nothing', async () => {
    await signInAs(CRM_COMPANY, 'staff');
    renderApp(UNITS);
    expect(await screen.findByRole('heading', { name: 'Units of measure', level: 1 })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('You are not permitted to open this screen.');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
    expect(unitRequests()).toEqual([]);
  });

  it('shows "not permitted" for an admin screen to a user who is not an administrator', async () => {
    await signInAs(RESTAURANT, 'staff');
    renderApp('/applayout-sidebar-large/admin/roles');
    expect(await screen.findByText('You are not permitted to open this screen.')).toBeVisible();
  });

  it('opens the same screens to the administrator', async () => {
    await signInAs(CRM_COMPANY, 'admin');
    renderApp(UNITS);
    expect(await screen.findByRole('cell', { name: 'Kilograms' })).toBeVisible();
    expect(screen.queryByText('You are not permitted to open this screen.')).not.toBeInTheDocument();
  });
});

describe('action buttons', () => {
  it('hides New and Delete from a user granted view and modify only, and keeps Edit', async () => {
    await signInAs(RESTAURANT, 'staff');
    renderApp(UNITS);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Edit KG' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Delete KG' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New unit' })).not.toBeInTheDocument();
  });

  it('shows New, Edit and Delete to the administrator', async () => {
    await signInAs(RESTAURANT, 'admin');
    renderApp(UNITS);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Delete KG' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New unit' })).toBeVisible();
  });

  it('refuses the new-record form typed into the URL without the create right', async () => {
    await signInAs(RESTAURANT, 'staff');
    renderApp(`${UNITS}?record=new`);
    expect(await screen.findByText('You are not permitted to do this on this screen.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /code/i })).not.toBeInTheDocument();
  });
});

describe('the demo backend enforces the same codes', () => {
  const newUnit = { code: 'CTN', name: 'Cartons', decimals: 0, active: true };

  it('refuses a write the roles do not grant with the server’s message, and stores nothing', async () => {
    await signInAs(RESTAURANT, 'staff');
    const refusal = await dataProvider.save('api/invUOM/SetInvUOM', 'uom', newUnit, 1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe(NOT_AUTHORISED);
    const rows = await dataProvider.list<{ code: string }>('api/invUOM/GetInvUOMs');
    expect(rows.map((row) => row.code)).not.toContain('CTN');
  });

  it('answers the raw refusal as `result` text, as the customer’s server does', async () => {
    const record = await signInAs(RESTAURANT, 'staff');
    const response = await fetch('http://localhost/api/invUOM/SetInvUOM', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${record.usr.kCode}` },
      body: JSON.stringify({ uom: newUnit, traCheck: 3, usr: record.usr }),
    });
    expect(await response.json()).toEqual({ result: NOT_AUTHORISED });
  });

  it('refuses a read the roles do not grant with 403', async () => {
    await signInAs(CRM_COMPANY, 'staff');
    const refusal = await dataProvider.list('api/invUOM/GetInvUOMs').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(403);
  });

  it('lets staff read the masters their screens pick from, by name, but not change them', async () => {
    // 1002's staff keep the items, not the item groups: the items' group column and picker read the groups' list.
    await signInAs(1002, 'staff');
    const groups = await dataProvider.list<{ code: string; name: string }>('api/invgroups/GetInvItemGroups');
    expect(groups.length).toBeGreaterThan(0);
    const refusal = await dataProvider
      .save('api/invgroups/SetInvGroup', 'group', { ...groups[0], name: 'Renamed' }, 2)
      .catch((error: unknown) => error);
    expect((refusal as ApiError).message).toBe(NOT_AUTHORISED);
    renderApp('/applayout-sidebar-large/inventory/inv-items');
    const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
    await waitFor(() =>
      expect(within(table).getAllByRole('cell', { name: groups[0]!.name }).length).toBeGreaterThan(0),
    );
  });

  it('lets the same write through for the administrator', async () => {
    await signInAs(RESTAURANT, 'admin');
    await expect(dataProvider.save('api/invUOM/SetInvUOM', 'uom', newUnit, 1)).resolves.toMatchObject({
      result: 'OK',
      recordId: 'CTN',
    });
    await waitFor(async () =>
      expect((await dataProvider.list<{ code: string }>('api/invUOM/GetInvUOMs')).map((row) => row.code)).toContain(
        'CTN',
      ),
    );
  });
});
