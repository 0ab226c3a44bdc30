/** The terminal's commands and their keys (shown on the buttons and in aria-keyshortcuts). */
export const SHORTCUTS = { kot: 'F2', bill: 'F4', settle: 'F8' } as const;
export type TerminalCommand = keyof typeof SHORTCUTS;

/** The command a key press asks for anywhere on the terminal, if any. */
export function commandOfKey(key: string): TerminalCommand | null {
  for (const [command, shortcut] of Object.entries(SHORTCUTS) as [TerminalCommand, string][])
    if (shortcut === key) return command;
  return null;
}

export type FinderKey = 'next' | 'previous' | 'add' | 'more' | 'less';

/**
 * What a key does in the item search box: arrows move through the results, Enter adds the highlighted
 * one; + and - change the selected line's quantity while the box is empty (when it has text they are
 * typed, so a name with a hyphen can be searched).
 */
export function finderKey(key: string, query: string, results: number): FinderKey | null {
  if (key === 'ArrowDown' && results > 0) return 'next';
  if (key === 'ArrowUp' && results > 0) return 'previous';
  if (key === 'Enter' && results > 0) return 'add';
  if (query.trim() !== '') return null;
  if (key === '+') return 'more';
  if (key === '-') return 'less';
  return null;
}

/** The highlighted result after an arrow key, wrapping at both ends. */
export const moveHighlight = (at: number, step: 1 | -1, count: number) =>
  count === 0 ? 0 : (at + step + count) % count;
