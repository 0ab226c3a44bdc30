import { useState } from 'react';
import { useShortcuts } from './use-shortcuts';

export interface ListShortcutOptions {
  /** How many rows the list shows now. */
  count: number;
  /** The list's search or filter box, which `/` focuses. */
  search?: (() => HTMLElement | null) | undefined;
  /** What `/` says in the list of shortcuts. */
  searchLabel?: string | undefined;
  /** Opens a new record (`n`); null or absent where the user may not add (the same check as the New button). */
  onNew?: (() => void) | null | undefined;
  /** What `n` says in the list of shortcuts: 'New unit'. */
  newLabel?: string | undefined;
  /** Opens the row at this index as its open or edit action does; false when that row has none. */
  onOpen?: ((index: number) => boolean | void) | null | undefined;
}

/** The next highlighted row after an arrow: no highlight starts at the first row, the ends hold. */
export function stepHighlight(at: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (at < 0) return 0;
  return Math.min(count - 1, Math.max(0, at + step));
}

/**
 * A list's keys: `/` to its search box, `n` for a new record, ↑ and ↓ move a row highlight, Enter opens the
 * highlighted row. Returns the highlighted row's index (-1: none) for the table to mark and scroll into view.
 */
export function useListShortcuts(options: ListShortcutOptions) {
  const { count, search, searchLabel = 'Go to the search box', onNew, newLabel = 'New record', onOpen } = options;
  const [at, setAt] = useState(-1);
  // Fewer rows (a narrower search) keep the highlight on the last one.
  const highlighted = Math.min(at, count - 1);
  useShortcuts([
    {
      keys: '/',
      label: searchLabel,
      enabled: search !== undefined,
      run: () => {
        const box = search?.();
        if (!box) return false;
        box.focus();
        if (box instanceof HTMLInputElement) box.select();
      },
    },
    { keys: 'n', label: newLabel, enabled: !!onNew, run: () => onNew?.() },
    {
      keys: 'ArrowDown',
      label: 'Highlight the next row',
      enabled: count > 0,
      run: () => setAt(stepHighlight(highlighted, 1, count)),
    },
    {
      keys: 'ArrowUp',
      label: 'Highlight the previous row',
      enabled: count > 0,
      run: () => setAt(stepHighlight(highlighted, -1, count)),
    },
    {
      keys: 'Enter',
      label: 'Open the highlighted row',
      enabled: !!onOpen && count > 0,
      run: () => (highlighted < 0 || !onOpen ? false : onOpen(highlighted)),
    },
  ]);
  return highlighted;
}
