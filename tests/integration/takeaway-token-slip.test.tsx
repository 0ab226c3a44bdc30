import { screen, waitFor, within } from '@testing-library/react';
import { TAKEAWAY } from '../../src/menus/catalogue/takeaway';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';
import { atElevenOnTheTestDay, CHAI } from './support/takeaway-counter';

setupDemoServer();
atElevenOnTheTestDay();
beforeAll(warmUpScreens, 30_000);

describe("the take-away customer's token slip", () => {
  it("comes once the order has its token, printed at once on the counter's roll, again on request", async () => {
    await signInAs(1012, 'admin');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    localStorage.setItem('erp.print.paper|1012', JSON.stringify({ outlets: { MAIN: 58 }, last: 58 }));
    const { user } = renderApp(`/applayout-sidebar-large/${TAKEAWAY.billingClassy.path}`);
    await user.selectOptions(await screen.findByLabelText('Outlet'), 'MAIN');
    await user.click(await screen.findByRole('button', { name: 'New order' }));
    await user.type(await screen.findByRole('combobox', { name: 'Find an item' }), `${CHAI}{Enter}`);
    // No token before the kitchen has the order.
    expect(screen.queryByRole('button', { name: 'Print token slip' })).not.toBeInTheDocument();

    await user.keyboard('{F2}');
    expect(await screen.findByRole('heading', { name: 'Token 1' })).toBeInTheDocument();
    // The kitchen's slips print first.
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Print token slip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token slip for the customer' });
    const slip = within(dialog).getByRole('article', { name: 'Token slip 1' });
    expect(slip).toHaveTextContent('Koramangala Kitchen counterYour token1Take-away');
    expect(slip).toHaveAttribute('data-paper', '58mm');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    await user.click(within(dialog).getByRole('button', { name: 'Print again' }));
    expect(print).toHaveBeenCalledTimes(3);
    await user.click(within(dialog).getByRole('button', { name: 'Close the token slip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
