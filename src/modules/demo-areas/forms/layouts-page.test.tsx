import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutsPage } from './layouts-page';

describe('LayoutsPage', () => {
  it('marks the missing fields of a layout beside them, focuses the first, and sends once filled', async () => {
    const user = userEvent.setup();
    render(<LayoutsPage />);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription('Give the first name.');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Give the last name.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Give the city.');
    await user.type(first, 'Asha');
    expect(first).not.toHaveAccessibleDescription('Give the first name.');
    await user.type(screen.getByLabelText('Last name'), 'Verma');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus());
    expect(screen.getByLabelText('Last name')).not.toHaveAccessibleDescription('Give the last name.');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Saved Asha Verma of Pune.')).toBeInTheDocument();
  });

  it('searches with the ward chosen, and says nothing once the name is missing again', async () => {
    const user = userEvent.setup();
    render(<LayoutsPage />);
    await user.type(screen.getByLabelText('Patient name'), 'Ravi');
    await user.selectOptions(screen.getByLabelText('Ward'), 'ICU');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Searching for "Ravi" in ICU.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Patient name'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Patient name')).toHaveAccessibleDescription('Type a name to search.'),
    );
    expect(screen.queryByText(/Searching for/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'a@b.in');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});
