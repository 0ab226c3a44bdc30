import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalaryPaymentsAnswer } from '../domain/payment-types';
import { PayForm } from './pay-form';

const answer: SalaryPaymentsAnswer = {
  month: '2026-10',
  hasStatement: true,
  locked: true,
  lines: [],
  payments: [],
  today: '2026-11-24',
  accounts: [{ code: 'AC002', detail: 'State Bank', typ: 'BAN' }],
};

// The server refuses a payment dated after today; the form says so beside the date before sending anything.
describe('PayForm', () => {
  it('refuses a payment date after today beside the field and sends nothing', async () => {
    const paid = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PayForm answer={answer} selected={[5]} onPaid={paid} />
      </QueryClientProvider>,
    );
    const date = screen.getByLabelText('Payment date');
    fireEvent.change(date, { target: { value: '2026-11-25' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay selected (1)' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription('The payment date cannot be after today.'));
    expect(date).toHaveValue('2026-11-25');
    expect(paid).not.toHaveBeenCalled();
  });
});
