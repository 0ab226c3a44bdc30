import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadingButton } from './loading-button';

describe('LoadingButton', () => {
  it('defaults to type submit and shows its children when not loading', () => {
    render(<LoadingButton loading={false}>Save</LoadingButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
    expect(button.querySelector('.spinner-border')).toBeNull();
  });

  it('respects an explicit type', () => {
    render(
      <LoadingButton loading={false} type="button">
        Cancel
      </LoadingButton>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });

  it('is disabled, busy, and shows a hidden spinner with "Please wait" while loading', () => {
    render(<LoadingButton loading>Save</LoadingButton>);
    const button = screen.getByRole('button', { name: 'Please wait' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
    const spinner = button.querySelector('.spinner-border');
    expect(spinner).not.toBeNull();
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).toHaveClass('spinner-border-sm');
  });

  it('shows a custom loading text', () => {
    render(
      <LoadingButton loading loadingText="Saving…">
        Save
      </LoadingButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
  });

  it('stays disabled when disabled is passed without loading', () => {
    render(
      <LoadingButton loading={false} disabled>
        Save
      </LoadingButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('forwards Button props and does not fire clicks while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <LoadingButton loading={false} variant="success" onClick={onClick} type="button">
        Go
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('btn-success');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <LoadingButton loading variant="success" onClick={onClick} type="button">
        Go
      </LoadingButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Please wait' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
