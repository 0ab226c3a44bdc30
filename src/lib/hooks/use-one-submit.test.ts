import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { useOneSubmit, useRepeatSubmit } from './use-one-submit';

type Guarded = ReturnType<typeof useOneSubmit>;

/**
 * Starts a slow submit and, while it runs, a second one, which must not run; `finishFirst` lets the slow one end.
 * `counter.calls` counts the works that ran.
 */
function submitTwiceWhileSlow(result: { current: Guarded }) {
  const counter = { calls: 0 };
  let finish: () => void = () => undefined;
  const slow = () => new Promise<void>((resolve) => ((counter.calls += 1), (finish = resolve)));
  let first: Promise<void> = Promise.resolve();
  act(() => {
    first = result.current.submit(slow);
    void result.current.submit(slow);
  });
  expect([counter.calls, result.current.saving]).toEqual([1, true]);
  const finishFirst = () =>
    act(async () => {
      finish();
      await first;
    });
  return { counter, finishFirst };
}

describe('useOneSubmit', () => {
  it('runs one submit at a time, shows a failure and allows another try, and stays spent after success', async () => {
    const { result } = renderHook(() => useOneSubmit());
    const { counter, finishFirst } = submitTwiceWhileSlow(result);
    await finishFirst();
    await act(() => result.current.submit(async () => undefined));
    expect(counter.calls).toBe(1);

    const { result: second } = renderHook(() => useOneSubmit());
    await act(() => second.current.submit(() => Promise.reject(new ApiError(422, 'Table T4 is billed'))));
    expect([second.current.failure, second.current.saving]).toEqual(['Table T4 is billed', false]);
    await act(() => second.current.submit(async () => undefined));
    expect(second.current.failure).toBeNull();
  });
});

describe('useRepeatSubmit', () => {
  it('runs one submit at a time and is ready again after a success', async () => {
    const { result } = renderHook(() => useRepeatSubmit());
    const { counter, finishFirst } = submitTwiceWhileSlow(result);
    await finishFirst();
    expect(result.current.saving).toBe(false);
    await act(() => result.current.submit(async () => void (counter.calls += 1)));
    expect(counter.calls).toBe(2);
  });
});
