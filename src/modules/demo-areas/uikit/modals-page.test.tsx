import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsPage } from './modals-page';

describe('ModalsPage', () => {
  it('checks the note beside its field, clears the problem while typing, and lists the saved note', async () => {
    const user = userEvent.setup();
    render(<ModalsPage />);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
    const note = screen.getByLabelText('Note');
    await waitFor(() => expect(note).toHaveFocus());
    await user.type(note, ' a ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('Write at least 3 characters.'));
    await user.type(note, 'b');
    expect(note).not.toHaveAccessibleDescription('Write at least 3 characters.');
    await user.clear(note);
    await user.type(note, '  Call the ward  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('Call the ward');
  });
});
