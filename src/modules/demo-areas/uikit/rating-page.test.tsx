import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RatingPage } from './rating-page';

describe('RatingPage', () => {
  it('asks for stars beside the group, clears the problem once chosen, and thanks with the comment', async () => {
    const user = userEvent.setup();
    render(<RatingPage />);
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    const group = screen.getByRole('group', { name: 'How was your visit?' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Choose from 1 to 5 stars.'));
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(group).not.toHaveAccessibleDescription('Choose from 1 to 5 stars.'));
    expect(screen.getByText('4 of 5 stars chosen.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Comment (optional)'), '  Lovely  ');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thank you: 4 of 5 stars — "Lovely".')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.getByText('No stars chosen.')).toBeInTheDocument();
  });
});
