import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../../src/app/query-client';
import { RegisterScreen } from '../../../src/kits/registers/register-screen';
import { server } from '../../../src/mocks/node';
import { setupDemoServer } from '../support/demo-server';
import { signInAs } from '../support/render-app';
import { pettyCashHandlers } from './petty-cash-handlers';
import { PETTY_CASH_REGISTER } from './petty-cash-register';

setupDemoServer();

/** The register alone, as a module's `screens.ts` maps it: `registerScreen(PETTY_CASH_REGISTER)`. */
function renderRegister() {
  const today = format(new Date(), 'yyyy-MM-dd');
  const router = createMemoryRouter([{ path: '/', element: <RegisterScreen register={PETTY_CASH_REGISTER} /> }], {
    initialEntries: [`/?from=${today}&to=${today}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

// The worked example of docs/architecture.md: a register built from its declaration, its form and its demo handlers.
describe('a document register declared in three files (the worked example)', () => {
  it('lists, makes, prints, reprints and cancels a voucher, each through the declared calls', async () => {
    server.use(...pettyCashHandlers);
    await signInAs(1001, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = renderRegister();
    expect(await screen.findByText('There are no vouchers in this period.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New voucher' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Paid to')).toHaveAccessibleDescription('Say whom it was paid to'),
    );
    await user.type(screen.getByLabelText('Paid to'), 'Ravi Couriers');
    await user.type(screen.getByLabelText('Amount'), '250');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));

    const table = await screen.findByRole('table', { name: '1 voucher' });
    const row = within(table).getByText('Ravi Couriers').closest('tr')!;
    expect(within(row).getByText('250.00')).toBeInTheDocument();
    const seq = within(row).getByRole('rowheader').textContent!.trim();
    expect(seq).toMatch(/^PCV\d{2}-0001$/);

    await user.click(within(row).getByRole('button', { name: `Print ${seq}` }));
    const paper = await screen.findByRole('article', { name: `Voucher ${seq}` });
    expect(within(paper).getByText('Ravi Couriers')).toBeInTheDocument();
    await user.click(within(paper).getByRole('button', { name: 'Back to the list' }));
    const printed = (await screen.findByText('Ravi Couriers')).closest('tr')!;
    expect(within(printed).getByRole('button', { name: `Reprint ${seq}` })).toBeInTheDocument();

    await user.click(within(printed).getByRole('button', { name: `Cancel ${seq}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('It stays in the list, marked cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel voucher' }));
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument());
    const cancelled = screen.getByText('Ravi Couriers').closest('tr')!;
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });
});
