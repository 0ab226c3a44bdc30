import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '../../lib/api/api-error';
import type { PaletteEntry, PaletteSource } from './palette-types';

/** One source's answer to the current text. */
export interface GroupResult {
  group: string;
  state: 'ready' | 'searching' | 'failed';
  entries: PaletteEntry[];
  problem?: string;
}

const failed = (group: string, error: unknown): GroupResult => ({
  group,
  state: 'failed',
  entries: [],
  problem: toApiError(error).message,
});

/**
 * Asks every source for `text`: the answers at hand are shown in the same render as the keystroke, the others as
 * they come. A new text (or `stop`) aborts the searches under way; their late answers are dropped.
 */
export function usePaletteSearch(sources: readonly PaletteSource[]) {
  const [groups, setGroups] = useState<GroupResult[]>([]);
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  const search = useCallback(
    (text: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const settle = (index: number, result: GroupResult) => {
        if (controller.signal.aborted) return;
        setGroups((shown) => shown.map((group, at) => (at === index ? result : group)));
      };
      const next = sources.map((source, index): GroupResult => {
        try {
          const answer = source.search(text, controller.signal);
          if (Array.isArray(answer)) return { group: source.group, state: 'ready', entries: answer };
          answer.then(
            (entries) => settle(index, { group: source.group, state: 'ready', entries }),
            (error: unknown) => settle(index, failed(source.group, error)),
          );
          return { group: source.group, state: 'searching', entries: [] };
        } catch (error) {
          return failed(source.group, error);
        }
      });
      setGroups(next);
    },
    [sources],
  );

  useEffect(() => stop, [stop]);
  return { groups, search, stop };
}
