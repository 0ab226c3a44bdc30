import { useEffect, useId, useRef } from 'react';
import { registerShortcuts, unregisterShortcuts, type Shortcut, type ShortcutScope } from './shortcut-store';

/** What decides a registration: a shortcut's keys, words and whether it is on (its `run` may change freely). */
const signatureOf = (shortcuts: readonly Shortcut[]) =>
  shortcuts
    .map((one) => `${one.keys}\u0000${one.label}\u0000${one.enabled !== false}\u0000${one.inDialogs === true}`)
    .join('\u0001');

/**
 * Declares the shortcuts of the component that calls it, for as long as it is mounted: they fire from anywhere on the
 * page (see `firesFrom` for what a text box keeps) and `?` lists them. Each press runs the `run` of the latest render.
 *
 * @example useShortcuts([{ keys: 'n', label: 'New record', run: openNew, enabled: mayCreate }])
 */
export function useShortcuts(shortcuts: readonly Shortcut[], scope: ShortcutScope = 'screen') {
  const owner = useId();
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  const signature = signatureOf(shortcuts);
  useEffect(() => {
    registerShortcuts(
      owner,
      scope,
      latest.current.map((shortcut, index) => ({
        keys: shortcut.keys,
        label: shortcut.label,
        enabled: shortcut.enabled ?? true,
        inDialogs: shortcut.inDialogs ?? false,
        run: (event: KeyboardEvent) => latest.current[index]?.run(event),
      })),
    );
  }, [owner, scope, signature]);
  useEffect(() => () => unregisterShortcuts(owner), [owner]);
}
