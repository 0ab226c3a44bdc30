import { typingPause } from './typing-pause';

describe('typingPause', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves after the pause, and rejects when the typing goes on first', async () => {
    vi.useFakeTimers();
    const calm = new AbortController();
    const done = vi.fn();
    void typingPause(calm.signal).then(done);
    await vi.advanceTimersByTimeAsync(199);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();

    const busy = new AbortController();
    const waiting = typingPause(busy.signal);
    busy.abort();
    await expect(waiting).rejects.toThrow();
    await expect(typingPause(busy.signal)).rejects.toThrow();
  });
});
