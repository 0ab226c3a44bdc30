import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TAKEAWAY_ENDPOINTS as ROUTES } from '../../src/modules/takeaway/domain/takeaway-book';
import { TAKEAWAY } from '../../src/menus/catalogue/takeaway';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const COMPANY = 1012;
const path = `/applayout-sidebar-large/${TAKEAWAY.billingClassy.path}`;
/** What comes after the server's answer, or after the terminal stops waiting for it (the machine may be busy). */
const SLOW = { timeout: 8000 };
const NUMBER = /^Bill [A-Z]+\/?\d{2}-\d{6}$/;

/** A new order at the main counter: one biryani, its KOT (the order's token), then Make bill. */
async function orderAndBill(user: ReturnType<typeof renderApp>['user'], token: number) {
  await user.click(await screen.findByRole('button', { name: 'New order' }));
  expect(await screen.findByRole('heading', { name: 'New order' })).toBeInTheDocument();
  await user.type(await screen.findByRole('combobox', { name: 'Find an item' }, SLOW), 'TI-0012{Enter}');
  await user.keyboard('{F2}');
  expect(await screen.findByRole('heading', { name: `Token ${token}` }, SLOW)).toBeInTheDocument();
  // The KOT slip prints itself; the bill's prints are counted from here.
  await waitFor(() => expect(window.print).toHaveBeenCalled());
  await user.click(screen.getByRole('button', { name: 'Done' }));
  vi.mocked(window.print).mockClear();
  await user.keyboard('{F4}');
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`^Make bill: Token ${token},`) });
  await user.click(within(dialog).getByRole('button', { name: 'Make bill' }));
}

describe('take-away bills carry the server’s number (the restaurant engine’s bill print)', () => {
  it('prints the bill with its number once the server answers; a slow answer prints a provisional slip that takes the number, and the order settles under it', async () => {
    await signInAs(COMPANY, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(path);
    await user.selectOptions(await screen.findByLabelText('Outlet'), 'MAIN');

    await orderAndBill(user, 1);
    const printed = await screen.findByRole('dialog', { name: NUMBER }, SLOW);
    expect(within(printed).getByRole('heading', { level: 3 })).toHaveTextContent(NUMBER);
    expect(printed).toHaveTextContent('Token 1');
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    await user.click(within(printed).getByRole('button', { name: 'Close the bill' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The server holds its answer past the counter's wait: the slip is provisional, then numbered.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(
        `*/${ROUTES.makeBill}`,
        async () => {
          await held;
        },
        { once: true },
      ),
      // The unsettled bills read back lags behind: the order must name its bill by the answer to the bill itself.
      http.post(`*/${ROUTES.unsettled}`, () => HttpResponse.json([])),
    );
    await orderAndBill(user, 2);
    const provisional = await screen.findByRole('dialog', { name: 'Bill of token 2 (number pending)' }, SLOW);
    expect(within(provisional).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Provisional bill: its number follows',
    );
    answer();
    const numbered = await screen.findByRole('dialog', { name: NUMBER }, SLOW);
    const seq = within(numbered).getByRole('heading', { level: 3 }).textContent!.replace('Bill ', '');
    expect(within(numbered).getByText(`The server numbered this bill ${seq}.`)).toBeInTheDocument();
    vi.mocked(window.print).mockClear();
    await user.click(within(numbered).getByRole('button', { name: 'Print the numbered copy' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    await user.click(within(numbered).getByRole('button', { name: 'Close the bill' }));

    // The order knows its number too: it settles under it.
    await user.keyboard('{F8}');
    expect(await screen.findByRole('dialog', { name: `Settle bill ${seq}` }, SLOW)).toBeInTheDocument();
  });
});
