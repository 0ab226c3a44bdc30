import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useShortcutStore } from './shortcut-store';
import { useShortcuts } from './use-shortcuts';

function Counter({ enabled = true }: { enabled?: boolean }) {
  const [count, setCount] = useState(0);
  // The run of the latest render is the one a press runs: it sees the latest count.
  useShortcuts([{ keys: 'n', label: 'Add one', enabled, run: () => setCount(count + 1) }]);
  return (
    <>
      <output aria-label="Count">{count}</output>
      <label htmlFor="note">Note</label>
      <input id="note" />
    </>
  );
}

const labels = () =>
  useShortcutStore.getState().registrations.flatMap((one) => one.shortcuts.map((shortcut) => shortcut.label));

describe('useShortcuts', () => {
  it('runs the latest render’s action on each press, and types the key in a text box instead', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Counter />);
    await user.keyboard('nn');
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('2');
    await user.type(screen.getByLabelText('Note'), 'an n');
    expect(screen.getByLabelText('Note')).toHaveValue('an n');
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('2');
  });

  it('registers while mounted, follows enabled, and unregisters on unmount', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender, unmount } = render(<Counter enabled={false} />);
    expect(useShortcutStore.getState().registrations[0]?.shortcuts[0]?.enabled).toBe(false);
    await user.keyboard('n');
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('0');
    rerender(<Counter />);
    await user.keyboard('n');
    expect(screen.getByRole('status', { name: 'Count' })).toHaveTextContent('1');
    expect(labels()).toEqual(['Add one']);
    unmount();
    expect(labels()).toEqual([]);
  });
});
