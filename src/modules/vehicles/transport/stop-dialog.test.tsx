import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransportAssignment } from '../domain/veh-types';
import { StopDialog } from './stop-dialog';

const running: TransportAssignment = {
  admissionNo: 'A101',
  name: 'Asha Nair',
  classCode: 'V-A',
  route: 'R1',
  routeName: 'North',
  stop: 'Market',
  way: 'BOTH',
  fromDate: '2026-03-10',
  toDate: '',
  by: 'admin',
};

function renderDialog(row: TransportAssignment, onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StopDialog row={row} today="2026-03-12" onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

// The rule (transport-rules.ts) is said beside the last day once the stop is tried; nothing is sent or closed.
describe('StopDialog', () => {
  it('starts on today and refuses a last day before the first', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog(running);
    const lastDay = screen.getByLabelText('Last day');
    expect(lastDay).toHaveValue('2026-03-12');
    fireEvent.change(lastDay, { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Stop transport' }));
    expect(await screen.findByText('The last day cannot be before the first, 2026-03-10')).toBeInTheDocument();
    expect(lastDay).toHaveAccessibleDescription('The last day cannot be before the first, 2026-03-10');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses to stop an assignment already stopped', async () => {
    const user = userEvent.setup();
    renderDialog({ ...running, toDate: '2026-03-11' });
    await user.click(screen.getByRole('button', { name: 'Stop transport' }));
    expect(await screen.findByText('The assignment already stopped on 2026-03-11')).toBeInTheDocument();
  });
});
