import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session/session-store';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';
import { useUiStore } from '../../lib/ui/ui-store';

const toggle = (event: KeyboardEvent) => {
  const ui = useUiStore.getState();
  // Held down, the key would open and close it in turn: the first press counts.
  if (event.repeat) return;
  // Another dialog keeps the keyboard until it closes; the palette's own, still leaving after Esc, does not.
  const modals = [...document.querySelectorAll('[aria-modal="true"]')];
  if (!ui.searchOpen && modals.some((modal) => !modal.querySelector('.command-palette'))) return false;
  ui.setSearchOpen(!ui.searchOpen);
};

/**
 * Ctrl+K (⌘K on a Mac) opens the palette from anywhere in the signed-in frame, a text box included, and closes it
 * again; listed with the shell's shortcuts.
 */
export function usePaletteShortcut(): void {
  useShortcuts([{ keys: 'Mod+k', label: 'Search screens and products', run: toggle, inDialogs: true }], 'global');
}

/**
 * Notes the element that had the focus when the palette opened (the header button, a form's box); the function
 * returned gives it the focus back, if it is still on the page.
 */
export function useFocusReturn(): () => void {
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (state.searchOpen && !previous.searchOpen) {
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }
      }),
    [],
  );
  return useCallback(() => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  }, []);
}

/**
 * Every screen of the user's menu they open (by the sidebar, a link or the palette) becomes their most recent. The
 * menu's index loads with the palette's own code, not with the frame.
 */
export function useScreenVisits(): void {
  const { pathname } = useLocation();
  const session = useSession();
  useEffect(() => {
    if (!session) return;
    void import('./screen-visits').then(
      ({ recordVisit }) => recordVisit(session, pathname),
      () => undefined, // Not fetched (offline before it was cached): this visit is not remembered.
    );
  }, [pathname, session]);
}
