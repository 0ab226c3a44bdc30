import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { lazyPart, PART_RETRY_MS } from './lazy-part';

const Note = ({ text }: { text: string }) => <p>{text}</p>;
const loader = () => vi.fn<() => Promise<ComponentType<{ text: string }>>>();

describe('a part of the page fetched with its first use', () => {
  it('shows nothing while its chunk cannot be fetched, and appears once the browser is back online', async () => {
    const load = loader()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Note);
    const { Part } = lazyPart(load);
    render(
      <main>
        <h1>Restaurant billing</h1>
        <Part text="Bill saved" />
      </main>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Restaurant billing' })).toBeInTheDocument();
    expect(screen.queryByText('Bill saved')).not.toBeInTheDocument();

    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Bill saved')).toBeInTheDocument();
  });

  it('tries again by itself while the network says nothing', async () => {
    vi.useFakeTimers();
    try {
      const load = loader().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Note);
      const { Part } = lazyPart(load);
      render(<Part text="A new version is ready" />);
      await act(async () => undefined);
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => void vi.advanceTimersByTime(PART_RETRY_MS));
      expect(screen.getByText('A new version is ready')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches ahead once when warmed, and then shows at once', async () => {
    const load = loader().mockResolvedValue(Note);
    const part = lazyPart(load);
    part.warm();
    part.warm();
    await act(async () => undefined);
    render(<part.Part text="Saved" />);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
