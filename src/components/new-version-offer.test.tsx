import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppShell } from '../lib/offline/app-shell-store';
import { NewVersionOffer } from './new-version-offer';

describe('the offer of a new version', () => {
  afterEach(() => act(() => useAppShell.getState().dismiss()));

  it('says nothing until a new version waits, then reloads only when the person chooses', async () => {
    const apply = vi.fn();
    render(<NewVersionOffer />);
    expect(screen.queryByRole('region', { name: 'A new version is ready' })).not.toBeInTheDocument();

    // A store change outside React's events: act() lets React finish the render it causes before we look.
    act(() => useAppShell.getState().offerUpdate(apply));
    const offer = await screen.findByRole('region', { name: 'A new version is ready' });
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(offer).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();

    act(() => useAppShell.getState().offerUpdate(apply));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload now' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
