import { useEffect, useState, type RefObject } from 'react';
import { ROW_HEIGHT } from './grid-row';

/** Rows added per idle turn: about 40 ms of drawing on a slow machine, so a key pressed meanwhile waits little. */
const CHUNK = 25;

interface Item {
  index: number;
  start: number;
}

const idle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 200 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
};

/**
 * The month grid's rows drawn so far. The rows in view come first (the virtualizer's window); the others are
 * added in idle time, CHUNK at a time from the top, until every row is drawn. From then on scrolling draws nothing: a
 * scrolled frame only paints rows already laid out (the bench's 600 px a frame, a screenful of new cells each frame,
 * was too slow to draw). Without layout (tests, a hidden tab) the scroller has no height and nothing is added.
 */
export function useDrawnRows(count: number, scroller: RefObject<HTMLElement | null>) {
  const [drawnTo, setDrawnTo] = useState(0);
  const complete = count > 0 && drawnTo >= count;

  useEffect(() => {
    if (complete || count === 0 || !scroller.current?.clientHeight) return;
    return idle(() => setDrawnTo((from) => Math.min(count, from + CHUNK)));
  }, [complete, count, drawnTo, scroller]);

  /** Every row when all are drawn; else the first drawnTo rows and the window in view, in row order. */
  const withWindow = (window: readonly Item[]): Item[] => {
    const upTo = Math.min(drawnTo, count);
    const rows: Item[] = [];
    for (let index = 0; index < (complete ? count : upTo); index += 1) rows.push({ index, start: index * ROW_HEIGHT });
    if (complete) return rows;
    for (const item of window) if (item.index >= upTo) rows.push({ index: item.index, start: item.start });
    return rows;
  };

  return { complete, withWindow };
}
