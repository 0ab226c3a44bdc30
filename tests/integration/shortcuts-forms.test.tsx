import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupDemoServer } from './support/demo-server';
import { control } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const UNITS = '/applayout-sidebar-large/inventory/inv-uom';
/** Waits for what comes after the server's answer (the machine may be busy). */
const SLOW = { timeout: 10_000 };
const unitSaves = () => requests.filter((request) => request.url.endsWith('/api/invUOM/SetInvUOM'));

async function openNewUnit() {
  await signInAs(1010, 'admin');
  const app = renderApp(`${UNITS}?record=new`);
  await screen.findByRole('heading', { level: 1, name: 'New unit' }, SLOW);
  return app;
}

describe('keys on a declared form', () => {
  it('Ctrl+S saves as Save does, once though pressed twice while the save is on its way', async () => {
    const { user } = await openNewUnit();
    await user.type(control('Code'), 'CTN');
    await user.type(control('Name'), 'Cartons');
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Falls through to the demo backend once let go.
    server.use(http.post('*/api/invUOM/SetInvUOM', () => held, { once: true }));
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(unitSaves()).toHaveLength(1));
    await user.keyboard('{Control>}s{/Control}');
    expect(control('Name')).toHaveValue('Cartons');
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Units of measure' }, SLOW)).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'Cartons' }, SLOW)).toBeVisible();
    expect(unitSaves()).toHaveLength(1);
  });

  it('Ctrl+S checks the fields as Save does and sends nothing when they are wrong', async () => {
    const { user } = await openNewUnit();
    await user.type(control('Code'), 'kg x');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Use capital letters and digits only, e.g. KG')).toBeVisible();
    expect(unitSaves()).toHaveLength(0);
  });

  it('takes Ctrl+S and ⌘S from the browser, so its own Save page never opens', async () => {
    await openNewUnit();
    // fireEvent answers false when a handler took the key.
    expect(fireEvent.keyDown(control('Name'), { key: 's', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(control('Name'), { key: 's', metaKey: true })).toBe(false);
    await waitFor(() => expect(unitSaves()).toHaveLength(0));
    expect(await screen.findByText('Code is required')).toBeVisible();
  });

  it('Esc on a changed form asks first, as Cancel does; kept, the typing stays', async () => {
    const { user, pathname } = await openNewUnit();
    await user.type(control('Name'), 'Half typed');
    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(control('Name')).toHaveValue('Half typed');
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Units of measure' })).toBeVisible();
    expect(pathname()).toBe(UNITS);
  });

  it('Esc on an unchanged form goes back to the list at once', async () => {
    const { user, router } = await openNewUnit();
    await user.click(control('Name'));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Units of measure' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('? lists Save and Cancel with their keys', async () => {
    const { user } = await openNewUnit();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(within(dialog).getByRole('table', { name: 'On this screen' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).join(': ')),
    ).toEqual(['Ctrl+S: Save', 'Esc: Cancel']);
  });

  it('types n, / and ? in a text box as text', async () => {
    const { user } = await openNewUnit();
    await user.type(control('Name'), 'n/?');
    expect(control('Name')).toHaveValue('n/?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('keys on a hand-written form (a state of a country)', () => {
  const STATES = '/applayout-sidebar-large/admin/states?country=NP';
  const stateSaves = () => requests.filter((request) => request.url.includes('/api/') && /State/i.test(request.url));

  async function openNewState() {
    await signInAs(1010, 'admin');
    const app = renderApp(STATES);
    await app.user.click(await screen.findByRole('button', { name: 'New state' }, SLOW));
    await screen.findByRole('heading', { level: 1, name: 'New state of Nepal' });
    return app;
  }

  it('Ctrl+S presses its Save: the fields are checked as Save checks them, then it saves once', async () => {
    const { user } = await openNewState();
    const before = stateSaves().length;
    await user.type(control('Name'), 'Koshi');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(control('Code')).toHaveAccessibleDescription(/./));
    expect(stateSaves()).toHaveLength(before);
    await user.type(control('Code'), 'KO');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('States of Nepal: 1', {}, SLOW)).toBeVisible();
  });

  it('Esc on a changed form asks first, as its Cancel does; kept, the typing stays', async () => {
    const { user } = await openNewState();
    await user.type(control('Name'), 'Bagmati');
    await user.keyboard('{Escape}');
    const asking = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
    expect(control('Name')).toHaveValue('Bagmati');
    expect(screen.getByRole('heading', { level: 1, name: 'New state of Nepal' })).toBeVisible();
  });
});
