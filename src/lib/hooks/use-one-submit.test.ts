import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { useOneSubmit, useRepeatSubmit } from './use-one-submit';

describe('useOneSubmit', () => {
  it('runs one submit at a time, shows a failure and allows another try, and stays spent after success', async () => {
    const { result } = renderHook(() => useOneSubmit());
    let calls = 0;
    let finish: () => void = () => undefined;
    const slow = () => new Promise<void>((resolve) => ((calls += 1), (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit(slow);
      void result.current.submit(slow);
    });
    expect([calls, result.current.saving]).toEqual([1, true]);
    await act(async () => {
      finish();
      await first;
    });
    await act(() => result.current.submit(async () => undefined));
    expect(calls).toBe(1);

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
    let calls = 0;
    let finish: () => void = () => undefined;
    const slow = () => new Promise<void>((resolve) => ((calls += 1), (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit(slow);
      void result.current.submit(slow);
    });
    expect([calls, result.current.saving]).toEqual([1, true]);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.saving).toBe(false);
    await act(() => result.current.submit(async () => void (calls += 1)));
    expect(calls).toBe(2);
  });
});
