import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { deleteDB } from 'idb';
import { dataProvider } from '../../src/lib/api/data-provider';
import { resetOutboxMemoryForTests } from '../../src/lib/offline/outbox';
import { OUTBOX_DB_NAME } from '../../src/lib/offline/outbox-db';
import { POS } from '../../src/menus/catalogue/pos';
import { TAKEAWAY } from '../../src/menus/catalogue/takeaway';
import type { BillingRequirements } from '../../src/kits/billing/domain/master-types';
import { POS_BILLING_ENDPOINTS as API } from '../../src/kits/billing/domain/pos-endpoints';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
afterEach(async () => {
  // The screen goes before the outbox it watches (this hook runs before the demo server's).
  cleanup();
  await resetOutboxMemoryForTests();
  await deleteDB(OUTBOX_DB_NAME);
});

const SLOW = { timeout: 10_000 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The screen's rows of the open list of shortcuts, as "keys: what it does". */
async function listedForScreen() {
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  return within(within(dialog).getByRole('table', { name: 'On this screen' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).join(': '));
}

describe('the billing screens’ function keys in the list of shortcuts', () => {
  it('lists the restaurant’s F2, F4, F8 at an open table; F2 still sends a KOT from the item box', async () => {
    await signInAs(1010, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const needs = await dataProvider.read<BillingRequirements>(API.requirements);
    const outlet = needs.outlets.find((row) => needs.tables.some((table) => table.outlet === row.code))!;
    const table = needs.tables.find((row) => row.outlet === outlet.code)!;
    const item = needs.items.find((row) => !row.openRate)!;
    const { user } = renderApp(`/applayout-sidebar-large/${POS.resBillingClassy.path}`);
    await user.selectOptions(await screen.findByLabelText('Outlet', {}, SLOW), outlet.code);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${escape(table.code)}, free(,|$)`) }));
    const heading = await screen.findByRole('heading', { name: `Table ${table.code}` });

    await user.click(heading);
    await user.keyboard('?');
    expect(await listedForScreen()).toEqual(['F2: Send KOT', 'F4: Make bill', 'F8: Settle']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(screen.getByRole('combobox', { name: 'Find an item' }), `${item.code}{Enter}`);
    await user.keyboard('{F2}');
    expect(await screen.findByText(new RegExp(`KOT for ${escape(table.code)}: 1 line`), {}, SLOW)).toBeVisible();
  });

  it('lists the take-away counter’s F2, F4 and F8 for a new order', async () => {
    await signInAs(1012, 'admin');
    const { user } = renderApp(`/applayout-sidebar-large/${TAKEAWAY.billingClassy.path}`);
    await user.selectOptions(await screen.findByLabelText('Outlet', {}, SLOW), 'MAIN');
    await user.click(await screen.findByRole('button', { name: 'New order' }));
    await user.click(await screen.findByRole('heading', { name: 'New order' }));
    await user.keyboard('?');
    expect(await listedForScreen()).toEqual(['F2: Send KOT', 'F4: Make bill', 'F8: Settle']);
  });

  it('lists the counter sale’s F8, which still asks for an item first on an empty sale', async () => {
    await signInAs(1015, 'admin');
    const { user } = renderApp(`/applayout-sidebar-large/${POS.saleClassy.path}`);
    await screen.findByRole('combobox', { name: 'Code, barcode or name' }, SLOW);
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('?');
    expect(await listedForScreen()).toEqual(['F8: Bill and settle']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{F8}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ring up at least one item first.');
  });
});
