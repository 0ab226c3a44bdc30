import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

interface Options {
  /** Rows on the roll. */
  count: number;
  /** A (or Space, the checkbox's own key) on a row: absent ↔ present. */
  onToggle: (row: number) => void;
  /** Enter on a row: save. */
  onSave: () => void;
}

const PAGE = 10;

/**
 * The roll's keys (the ideas of hrd/attendance/use-grid-editing.ts, copied): one row is active and holds the focus
 * (a roving tab stop: Tab leaves the roll); arrows up and down, Page Up/Down, Home and End move it; A toggles the
 * row's absence (Space does, being the checkbox's key); Enter saves. In a reason box only Enter (the form's submit)
 * and Escape (back to the row) are the roll's. `rowRef(index)` marks each row's checkbox.
 */
export function useRollKeys({ count, onToggle, onSave }: Options) {
  const [active, setActive] = useState(0);
  const boxes = useRef(new Map<number, HTMLInputElement>());
  const focusWanted = useRef(false);
  const last = Math.max(0, count - 1);

  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    boxes.current.get(active)?.focus();
  });

  const moveTo = useCallback(
    (row: number) => {
      focusWanted.current = true;
      setActive(Math.max(0, Math.min(last, row)));
    },
    [last],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const inBox = target instanceof HTMLInputElement && target.type === 'checkbox';
    if (!inBox) {
      if (event.key === 'Escape') {
        event.preventDefault();
        moveTo(active);
      }
      return;
    }
    const targets: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + PAGE,
      PageUp: active - PAGE,
      Home: 0,
      End: last,
    };
    if (event.key in targets) {
      event.preventDefault();
      moveTo(targets[event.key]!);
    } else if (event.key === 'a' || event.key === 'A') {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      onToggle(active);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onSave();
    }
  };

  const rowRef = (index: number) => (element: HTMLInputElement | null) => {
    if (element) boxes.current.set(index, element);
    else boxes.current.delete(index);
  };

  /** A row clicked or focused by Tab becomes the active one. */
  const onRowFocus = (index: number) => setActive(index);

  return { active: Math.min(active, last), onKeyDown, rowRef, onRowFocus };
}
