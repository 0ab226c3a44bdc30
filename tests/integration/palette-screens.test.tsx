import { screen, waitFor, within } from '@testing-library/react';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const LAYOUT = '/applayout-sidebar-large';
const HOME = `${LAYOUT}/dashboard/dashboardmain`;
const palette = () => screen.getByRole('dialog', { name: 'Search products and screens' });
const box = () => within(palette()).getByRole('combobox', { name: 'Find a screen or product' });
const options = () => within(palette()).queryAllByRole('option');
const optionNames = () => options().map((option) => option.textContent ?? '');
/** Every source has answered (the records come from the server, after the screens). */
const settled = () => waitFor(() => expect(within(palette()).getByRole('status')).not.toHaveTextContent(/searching/));

async function openWithKeys(user: ReturnType<typeof renderApp>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  return within(await screen.findByRole('dialog', { name: 'Search products and screens' })).findByRole('combobox');
}

describe('the command palette: screens', () => {
  it('opens with Ctrl+K; "GRN" and Enter open the goods receipts of a procurement user', async () => {
    await signInAs(1002, 'admin');
    const { user, pathname } = renderApp(HOME);
    await screen.findByRole('button', { name: 'Search products and screens' });
    const combobox = await openWithKeys(user);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-controls', within(palette()).getByRole('listbox').id);
    await user.type(combobox, 'GRN');
    await waitFor(() => expect(options()[0]).toHaveTextContent(/^Inwards.*Goods receipts/));
    expect(combobox).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pathname()).toBe(`${LAYOUT}/procurement/pur-stock-purchases`));
    expect(await screen.findByRole('heading', { name: 'Goods receipts', level: 1 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search products and screens' })).toBeNull());
  });

  it('walks the options by keyboard: ↓, ↑ (wrapping), Home and End', async () => {
    await signInAs(1002, 'admin');
    const { user } = renderApp(HOME);
    await screen.findByRole('button', { name: 'Search products and screens' });
    const combobox = await openWithKeys(user);
    await user.type(combobox, 'voucher');
    await settled();
    expect(options().length).toBeGreaterThan(2);
    const active = () => combobox.getAttribute('aria-activedescendant');
    const ids = options().map((option) => option.id);
    expect(active()).toBe(ids[0]);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(ids[1]);
    await user.keyboard('{End}');
    expect(active()).toBe(ids.at(-1));
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(ids[0]);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(ids.at(-1));
    await user.keyboard('{Home}');
    expect(active()).toBe(ids[0]);
  });

  it('never finds a screen the user may not open: a restaurant cashier finds no admin screen', async () => {
    await signInAs(1010, 'staff');
    const { user } = renderApp(`${LAYOUT}/pos/res-billing-classy`);
    await screen.findByRole('button', { name: 'Search products and screens' }, { timeout: 8000 });
    const combobox = await openWithKeys(user);
    await user.type(combobox, 'users');
    expect(await within(palette()).findByText('Nothing found for “users”.')).toBeInTheDocument();
    await user.clear(combobox);
    await user.type(combobox, 'KOT');
    await waitFor(() => expect(optionNames().some((name) => name.startsWith('Billing (classic)'))).toBe(true));
    expect(optionNames().some((name) => /KOT groups/.test(name))).toBe(true);
  });

  it('finds the admin screens for the restaurant’s administrator', async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp(HOME);
    await screen.findByRole('button', { name: 'Search products and screens' });
    const combobox = await openWithKeys(user);
    await user.type(combobox, 'users');
    await waitFor(() => expect(optionNames()[0]).toMatch(/^Users/));
  });

  it('lists the recent screens first in an empty box, most recent first', async () => {
    await signInAs(1002, 'admin');
    const { user } = renderApp(HOME);
    await screen.findByRole('button', { name: 'Search products and screens' });
    let combobox = await openWithKeys(user);
    await user.type(combobox, 'trial balance');
    await waitFor(() => expect(optionNames()[0]).toMatch(/^Trial balance/));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Trial balance', level: 1 }, { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    combobox = await openWithKeys(user);
    const recent = within(palette()).getByRole('group', { name: 'Recent' });
    const names = within(recent)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names[0]).toMatch(/^Trial balance/);
    expect(names[1]).toMatch(/^Dashboard/);
    expect(combobox).toHaveAttribute('aria-activedescendant', within(recent).getAllByRole('option')[0]!.id);
  });

  it('opens from the header button; Esc closes it and gives the focus back', async () => {
    await signInAs(1002, 'admin');
    const { user } = renderApp(`${LAYOUT}/procurement/pur-sup`);
    const button = await screen.findByRole('button', { name: 'Search products and screens' });
    await user.click(button);
    expect(await within(palette()).findByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());

    // From a box on the screen, by the keys: back to that box.
    const search = await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 8000 });
    await user.click(search);
    await openWithKeys(user);
    expect(box()).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(search).toHaveFocus());
  });
});
