import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonDialog } from './reason-dialog';

describe('the reason dialog', () => {
  it('marks a missing reason beside the field, then does the action once with the reason trimmed', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ReasonDialog
        title="Cancel receipt R1"
        text="It stays, marked."
        confirmLabel="Cancel receipt"
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel receipt R1' });
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel receipt' }));
    expect(await screen.findByText('Give the reason.')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription('Give the reason.');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(reason, '  Paid twice  ');
    await user.dblClick(screen.getByRole('button', { name: 'Cancel receipt' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Paid twice'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(dialog).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed; Keep it closes without doing anything", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onConfirm = vi.fn(() => Promise.reject(new Error('Receipt R1 is in a closed period.')));
    render(
      <ReasonDialog
        title="Clear S1 at the gate"
        inputLabel="Pass code"
        oneLine
        maxLength={6}
        keepLabel="Back"
        confirmLabel="Let the goods out"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const code = screen.getByRole('textbox', { name: 'Pass code' });
    expect(code.tagName).toBe('INPUT');
    expect(code).toHaveAttribute('maxlength', '6');
    await user.type(code, '4471{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Receipt R1 is in a closed period.');
    expect(code).toHaveValue('4471');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
