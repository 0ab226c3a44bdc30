import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ApiError } from '../../src/lib/api/api-error';
import { setupDemoServer } from './support/demo-server';
import { control } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const UNITS = '/applayout-sidebar-large/inventory/inv-uom';
const ITEMS = '/applayout-sidebar-large/inventory/inv-items';
const unitSaves = () => requests.filter((request) => request.url.endsWith('/api/invUOM/SetInvUOM'));

async function openNewUnit() {
  await signInAs(1010, 'admin');
  const app = renderApp(UNITS);
  await app.user.click(await screen.findByRole('button', { name: 'New unit' }));
  await screen.findByRole('heading', { name: 'New unit' });
  return app;
}

async function typeUnit(user: Awaited<ReturnType<typeof openNewUnit>>['user'], code: string, name: string) {
  await user.type(control('Code'), code);
  await user.type(control('Name'), name);
}

describe('the list page', () => {
  it('keeps search, sort and filters in the URL, and a shared link restores them', async () => {
    await signInAs(1010, 'admin');
    const { user, router } = renderApp(ITEMS);
    await screen.findByText(/^\d+ records$/);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rice');
    await user.click(screen.getByRole('button', { name: /Standard rate/ }));
    await user.click(screen.getByRole('button', { name: /Standard rate/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'GRN');
    await waitFor(() => expect(router.state.location.search).toBe('?q=rice&sort=standardRate&dir=desc&f.group=GRN'));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // 'rice' also finds the group 'Rice and grains' (references are searched by name).
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Toor dal',
      'Basmati rice',
      'Sona masoori rice',
      'Wheat flour (atta)',
    ]);
    expect(screen.getByRole('columnheader', { name: /Standard rate/ })).toHaveAttribute('aria-sort', 'descending');

    await act(() => router.navigate(`${ITEMS}?q=dal`));
    expect(await screen.findByText(/^1 of \d+ records$/)).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('dal');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('rice'));
  });

  it('shows text containing HTML as text, never as markup', async () => {
    await signInAs(1010, 'admin');
    const name = '<img src=x onerror=alert(1)> Boxes';
    await dataProvider.save('api/invUOM/SetInvUOM', 'uom', { code: 'XSS', name, decimals: 0, active: true }, 1);
    renderApp(`${UNITS}?q=XSS`);
    expect(await screen.findByRole('cell', { name })).toBeVisible();
    expect(document.querySelector('main img')).toBeNull();
  });
});

describe('the form page', () => {
  it('shows the server’s refusal and keeps what was typed', async () => {
    const { user } = await openNewUnit();
    await typeUnit(user, 'KG', 'Kilos again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unit KG already exists.');
    expect(control('Name')).toHaveValue('Kilos again');
  });

  it('keeps the input on screen when the network fails, and saves once on a double click', async () => {
    const { user } = await openNewUnit();
    await typeUnit(user, 'CTN', 'Cartons');
    server.use(http.post('*/api/invUOM/SetInvUOM', () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(unitSaves()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'New unit' })).toBeVisible();
    expect(control('Name')).toHaveValue('Cartons');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Units of measure' });
    expect(unitSaves()).toHaveLength(2);
  });

  it('marks a field its declaration forbids, next to the field, and sends nothing', async () => {
    const { user } = await openNewUnit();
    await typeUnit(user, 'kg x', 'Bad code');
    await user.clear(control('Decimal places'));
    await user.type(control('Decimal places'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use capital letters and digits only, e.g. KG')).toBeVisible();
    expect(screen.getByText('Decimal places must be at most 3')).toBeVisible();
    expect(control('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(unitSaves()).toHaveLength(0);
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const { user, pathname } = await openNewUnit();
    await user.type(control('Name'), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(control('Name')).toHaveValue('Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Units of measure' });
    expect(pathname()).toBe(UNITS);
  });
});

describe('the demo backend validates a client that skips the form', () => {
  it('answers 400 with the field messages, and refuses unknown references', async () => {
    await signInAs(1010, 'admin');
    const invalid = await dataProvider
      .save('api/invUOM/SetInvUOM', 'uom', { code: '', name: 'x'.repeat(41), decimals: 9, active: true }, 1)
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).status).toBe(400);
    expect((invalid as ApiError).fieldErrors).toMatchObject({
      code: 'Code is required',
      name: 'Name takes at most 40 characters',
      decimals: 'Decimal places must be at most 3',
    });
    const item = {
      itemId: 'ITM-7777',
      name: 'Ghost',
      group: 'NOPE',
      unit: 'KG',
      standardRate: 1,
      reorderQty: null,
      costing: 'AVG',
      shelfLife: false,
      inventory: true,
      active: true,
      units: [],
      picture: '',
    };
    const unknown = await dataProvider
      .save('api/invmaterial/setInvMaterial', 'material', item, 1)
      .catch((error: unknown) => error);
    expect((unknown as ApiError).fieldErrors).toMatchObject({
      group: 'Group NOPE does not exist; choose one from the list',
    });
  });

  it('checks the rules across records: a group under a group of another nature, or under its own sub-group', async () => {
    await signInAs(1010, 'admin');
    const save = (group: Record<string, unknown>, traCheck: 1 | 2) =>
      dataProvider
        .save('api/accAccountGroups/SetAccountGroup', 'group', group, traCheck)
        .catch((error: unknown) => error as ApiError);
    const wrongNature = await save(
      { code: 'ODD', name: 'Odd one', nature: 'INCOME', parent: 'CUR-AST', sequence: 1, active: true },
      1,
    );
    expect((wrongNature as ApiError).fieldErrors).toMatchObject({
      parent: 'A group belongs to the same nature as the group it is under',
    });
    const loop = await save(
      { code: 'CUR-AST', name: 'Current assets', nature: 'ASSETS', parent: 'CASH', sequence: 110, active: true },
      2,
    );
    expect((loop as ApiError).fieldErrors).toMatchObject({
      parent: 'A group cannot be under itself or under one of its own sub-groups',
    });
    await expect(
      save({ code: 'ODD', name: 'Odd one', nature: 'ASSETS', parent: 'CUR-AST', sequence: 1, active: true }, 1),
    ).resolves.toMatchObject({ result: 'OK' });
  });

  it('will not delete a record another one still uses', async () => {
    await signInAs(1010, 'admin');
    const refusal = await dataProvider
      .save('api/invUOM/SetInvUOM', 'uom', { code: 'KG' }, 3)
      .catch((error: unknown) => error);
    expect((refusal as ApiError).message).toMatch(/^Unit KG is used by item ITM-\d+ and cannot be deleted\.$/);
  });
});
