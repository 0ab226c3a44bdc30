import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { TRANSFER_KINDS } from '../../src/modules/inventory/transfers/transfer-kinds';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const RESTAURANT = 1010;
/** Waits for a screen's first read (the machine may be busy). */
const SLOW = { timeout: 10_000 };
const UNITS = '/applayout-sidebar-large/inventory/inv-uom';

async function openUnits(user = 'admin') {
  await signInAs(RESTAURANT, user);
  const app = renderApp(UNITS);
  await screen.findByText(/^\d+ records$/, {}, SLOW);
  return app;
}

const table = () => screen.getByRole('table', { name: 'Units of measure' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const highlighted = () => dataRows().filter((row) => row.getAttribute('aria-current') === 'true');
/** The rows of the open list of shortcuts, as "keys: what it does". */
const listed = (caption: string) =>
  within(within(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).join(': '));

describe('keys on a declared list', () => {
  it('? lists the shell’s shortcuts and the list’s, and Esc closes the list', async () => {
    const { user } = await openUnits();
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(listed('Everywhere')).toContain('?: Show the keyboard shortcuts');
    expect(listed('On this screen')).toEqual([
      '/: Go to the search box',
      'n: New unit',
      '↓: Highlight the next row',
      '↑: Highlight the previous row',
      'Enter: Open the highlighted row',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Units of measure' })).toBeVisible();
  });

  it('/ focuses the search box, where n and / are typed as text', async () => {
    const { user, router } = await openUnits();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).not.toHaveFocus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('n');
    expect(search).toHaveValue('n');
    await waitFor(() => expect(router.state.location.search).toBe('?q=n'));
    expect(screen.queryByRole('heading', { name: 'New unit' })).not.toBeInTheDocument();
  });

  it('n opens the new record’s form', async () => {
    const { user } = await openUnits();
    await user.keyboard('n');
    expect(await screen.findByRole('heading', { level: 1, name: 'New unit' })).toBeVisible();
  });

  it('n does nothing without the right to add, and ? does not offer it', async () => {
    const { user, router } = await openUnits('staff');
    expect(screen.queryByRole('button', { name: 'New unit' })).not.toBeInTheDocument();
    // fireEvent answers true when no handler took the key.
    expect(fireEvent.keyDown(document.body, { key: 'n' })).toBe(true);
    await user.keyboard('n');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Units of measure' })).toBeVisible();
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(listed('On this screen')).not.toContain('n: New unit');
  });

  it('↑ and ↓ move a highlight over the rows, and Enter opens the highlighted one as its Edit does', async () => {
    const { user } = await openUnits();
    expect(highlighted()).toEqual([]);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(highlighted()).toEqual([dataRows()[1]]);
    const code = within(dataRows()[1]!).getAllByRole('cell')[0]!.textContent;
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: `Edit unit ${code}` })).toBeVisible();
  });
});

describe('keys on a period’s document list', () => {
  const TRANSFERS = '/applayout-sidebar-large/inventory/inv-store-transfers';
  const today = format(new Date(), 'yyyy-MM-dd');

  it('/ goes to the period, n opens a new document, and ↓ with Enter opens a document by its number', async () => {
    await signInAs(RESTAURANT, 'admin');
    const saved = await dataProvider.write(TRANSFER_KINDS.store.endpoints.save, {
      header: { dat: today, descriptio: '', fromStore: 'DRY', toStore: 'KIT' },
      lines: [{ sno: 1, itemId: 'ITM-0016', qty: 1 }],
      traCheck: 1,
    });
    const id = String(saved.recordId);
    const { user } = renderApp(`${TRANSFERS}?from=${today}&to=${today}`);
    const list = await screen.findByRole('table', { name: '1 store transfer' }, SLOW);
    await user.keyboard('/');
    expect(screen.getByLabelText('From')).toHaveFocus();
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: `Store transfer ${id}` })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await screen.findByRole('table', { name: '1 store transfer' });
    await user.keyboard('n');
    expect(await screen.findByRole('heading', { name: 'New store transfer' })).toBeVisible();
  });
});

describe('keys on the CRM’s documents', () => {
  const CRM = '/applayout-sidebar-large/crm';
  const PERIOD = 'from=2000-01-01&to=2099-12-31';

  it.each([
    ['crm-orders', /^\d+ orders?$/, 'Sale order'],
    ['crm-quotations', /^\d+ quotations?$/, 'Sale quotation'],
  ])('on %s, ↓ and Enter open the highlighted document', async (path, caption, heading) => {
    await signInAs(1009, 'admin');
    const { user } = renderApp(`${CRM}/${path}?${PERIOD}`);
    const list = await screen.findByRole('table', { name: caption }, SLOW);
    const first = within(within(list).getAllByRole('row')[1]!).getByRole('rowheader').textContent!;
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: new RegExp(`${heading} ${first}`) }, SLOW)).toBeVisible();
  });
});
