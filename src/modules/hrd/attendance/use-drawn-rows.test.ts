import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROW_HEIGHT } from './grid-row';
import { useDrawnRows } from './use-drawn-rows';

/** A scroller with the given height (jsdom lays nothing out: 0 unless told). */
const scrollerOf = (clientHeight: number) => ({
  current: Object.defineProperty(document.createElement('div'), 'clientHeight', { value: clientHeight }),
});

describe('useDrawnRows', () => {
  it('draws the window first, then every row in idle turns, in row order', async () => {
    const { result } = renderHook(() => useDrawnRows(120, scrollerOf(600)));
    expect(result.current.complete).toBe(false);
    const window = [
      { index: 60, start: 60 * ROW_HEIGHT },
      { index: 61, start: 61 * ROW_HEIGHT },
    ];
    expect(result.current.withWindow(window).map((item) => item.index)).toEqual([60, 61]);
    await waitFor(() => expect(result.current.withWindow(window).length).toBeGreaterThan(2));
    const partly = result.current.withWindow(window).map((item) => item.index);
    expect(partly).toEqual([...partly].sort((a, b) => a - b));
    await waitFor(() => expect(result.current.complete).toBe(true));
    const all = result.current.withWindow([]);
    expect(all).toHaveLength(120);
    expect(all[119]).toEqual({ index: 119, start: 119 * ROW_HEIGHT });
  });

  it('adds nothing without layout (a hidden tab, the tests of the screen)', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDrawnRows(120, scrollerOf(0)));
    // Every idle turn and timer it might have asked for has run: still nothing drawn.
    act(() => vi.runAllTimers());
    vi.useRealTimers();
    expect(result.current.complete).toBe(false);
    expect(result.current.withWindow([])).toEqual([]);
  });
});
