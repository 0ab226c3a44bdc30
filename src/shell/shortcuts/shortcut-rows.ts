import { activeShortcuts, type RegisteredShortcut, type Registration } from '../../lib/shortcuts/shortcut-store';

/** What the list of shortcuts shows: the shell's (everywhere) and the screen's, each pair of keys and words once. */
export interface ShortcutGroups {
  everywhere: RegisteredShortcut[];
  screen: RegisteredShortcut[];
}

/**
 * The shortcuts working now, as the list shows them. Two parts of one screen may offer the same keys for the same
 * thing (a form page and its buttons both saving on Ctrl+S): listed once.
 */
export function shortcutGroups(registrations: readonly Registration[]): ShortcutGroups {
  const seen = new Set<string>();
  const listed = activeShortcuts(registrations).filter((shortcut) => {
    const key = `${shortcut.scope}\u0000${shortcut.keys}\u0000${shortcut.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    everywhere: listed.filter((shortcut) => shortcut.scope === 'global'),
    screen: listed.filter((shortcut) => shortcut.scope === 'screen'),
  };
}
