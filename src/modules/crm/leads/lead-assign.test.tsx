import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadAssign } from './lead-assign';

// Assigning without an employee chosen is refused beside the choice, before anything is sent.
describe('LeadAssign', () => {
  it('asks for the employee first', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LeadAssign chosen={[7, 9]} owners={[{ empno: 'E1', empname: 'Asha' }]} onDone={onDone} />
      </QueryClientProvider>,
    );
    const owner = screen.getByLabelText('Assign 2 chosen to');
    expect(owner).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Choose the employee to assign them to.')).toBeInTheDocument();
    expect(owner).toHaveAccessibleDescription('Choose the employee to assign them to.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
