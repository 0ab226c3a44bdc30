import { useState, type KeyboardEvent } from 'react';

/**
 * One tab stop for a grid of buttons (the ARIA grid pattern): only the active cell's button is in
 * the tab order and the arrow keys move the focus. `step(key, cell)` names the cell a key leads to.
 */
export function useRovingFocus(
  cells: readonly string[],
  fallback: string,
  idOf: (cell: string) => string,
  step: (key: string, cell: string) => string | null,
) {
  const [active, setActive] = useState<string | null>(null);
  const current =
    active !== null && cells.includes(active) ? active : cells.includes(fallback) ? fallback : (cells[0] ?? '');

  const onKeyDown = (cell: string) => (key: KeyboardEvent<HTMLElement>) => {
    const next = step(key.key, cell);
    if (next === null || !cells.includes(next)) return;
    key.preventDefault();
    setActive(next);
    document.getElementById(idOf(next))?.focus();
  };

  return {
    tabIndexOf: (cell: string) => (cell === current ? 0 : -1),
    onKeyDown,
    onFocus: (cell: string) => () => setActive(cell),
  };
}
