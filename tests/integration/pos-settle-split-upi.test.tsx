import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, setQueryClient } from '../../src/app/query-client';
import { billFixture, requirementsFixture } from '../../src/kits/billing/bill/requirements.fixture';
import { SettleDialog } from '../../src/kits/billing/settle/settle-dialog';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();

function settle() {
  const client = createQueryClient();
  setQueryClient(client);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SettleDialog
          show
          onHide={() => undefined}
          requirements={requirementsFixture()}
          bill={billFixture()}
          onSettled={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

describe('Settle, split tender with UPI', () => {
  it('shows the QR code of the UPI part’s own amount, and none while no part is UPI', async () => {
    await signInAs(1010, 'admin');
    const user = settle();
    await user.click(screen.getByLabelText('Split tender'));
    await user.type(screen.getByLabelText('Amount of payment 1 (₹)'), '500');
    await user.type(screen.getByLabelText('Amount of payment 2 (₹)'), '264');
    expect(screen.queryByRole('img', { name: /^UPI QR code/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Mode of payment 2'), 'UPI');
    const qr = screen.getByRole('img', { name: 'UPI QR code for ₹264.00, bill DN26-000012' });
    expect(qr.querySelectorAll('rect').length).toBeGreaterThan(50);
    expect(screen.getAllByRole('img', { name: /^UPI QR code/ })).toHaveLength(1);
    // The whole bill by UPI: the QR of the bill's total.
    await user.click(screen.getByLabelText('UPI'));
    expect(
      within(screen.getByRole('dialog')).getByRole('img', { name: 'UPI QR code for ₹764.00, bill DN26-000012' }),
    ).toBeInTheDocument();
  });
});
