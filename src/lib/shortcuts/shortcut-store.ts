import { create } from 'zustand';
import { firesFrom, matchesKeys } from './shortcut-keys';

/** One keyboard shortcut a screen (or the shell) offers. */
export interface Shortcut {
  /** 'n', '/', '?', 'Enter', 'Escape', 'ArrowDown', 'F2', 'Mod+s' (Ctrl, or ⌘ on a Mac): see shortcut-keys.ts. */
  keys: string;
  /** What it does, as the list of shortcuts says it: 'New record', 'Save'. */
  label: string;
  /** Returning false says the press was not for it: the key then does what it would have done. */
  run: (event: KeyboardEvent) => boolean | void;
  /** Off (not listed, never fires) when false, e.g. without the right to do what it does. */
  enabled?: boolean;
  /** Fires even while a modal dialog holds the keyboard (a palette's own open-and-close key). */
  inDialogs?: boolean;
}

/** The shell's shortcuts work on every screen; a screen's only while it is shown, and before the shell's. */
export type ShortcutScope = 'global' | 'screen';

/** A shortcut as registered: who registered it and in which scope. */
export interface RegisteredShortcut extends Required<Shortcut> {
  owner: string;
  scope: ShortcutScope;
}

/** One owner's shortcuts (a screen, a form, the shell). */
export interface Registration {
  owner: string;
  scope: ShortcutScope;
  shortcuts: readonly RegisteredShortcut[];
}

interface ShortcutState {
  registrations: readonly Registration[];
}

/** Every shortcut registered right now, in the order their owners first registered. */
export const useShortcutStore = create<ShortcutState>()(() => ({ registrations: [] }));

/** Registers (or replaces) an owner's shortcuts; an owner keeps its place in the order. */
export function registerShortcuts(owner: string, scope: ShortcutScope, shortcuts: readonly Shortcut[]) {
  const registration: Registration = {
    owner,
    scope,
    shortcuts: shortcuts.map((shortcut) => ({
      ...shortcut,
      enabled: shortcut.enabled ?? true,
      inDialogs: shortcut.inDialogs ?? false,
      owner,
      scope,
    })),
  };
  const { registrations } = useShortcutStore.getState();
  const at = registrations.findIndex((one) => one.owner === owner);
  useShortcutStore.setState({
    registrations:
      at < 0
        ? [...registrations, registration]
        : registrations.map((one, index) => (index === at ? registration : one)),
  });
  listen(true);
}

export function unregisterShortcuts(owner: string) {
  const registrations = useShortcutStore.getState().registrations.filter((one) => one.owner !== owner);
  useShortcutStore.setState({ registrations });
  listen(registrations.length > 0);
}

/** The shortcuts that work now: enabled ones, the shell's first, each scope in the order it was registered. */
export function activeShortcuts(registrations: readonly Registration[]): RegisteredShortcut[] {
  const enabled = registrations.flatMap((one) => one.shortcuts.filter((shortcut) => shortcut.enabled));
  return [...enabled.filter((one) => one.scope === 'global'), ...enabled.filter((one) => one.scope === 'screen')];
}

/** A dialog that holds the keyboard (a modal, the search overlay) keeps the page's shortcuts quiet. */
const holdsKeyboard = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * Runs the shortcut a key press asks for, if any: the screen's before the shell's, the latest registered first; a key
 * another handler has already taken (a select's Esc, the item finder's Enter) is left alone.
 */
export function dispatchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const held = holdsKeyboard();
  const candidates = activeShortcuts(useShortcutStore.getState().registrations)
    .filter((shortcut) => matchesKeys(shortcut.keys, event) && firesFrom(shortcut.keys, event.target))
    .filter((shortcut) => shortcut.inDialogs || !held)
    .reverse();
  for (const shortcut of candidates) {
    if (shortcut.run(event) === false) continue;
    event.preventDefault();
    return true;
  }
  return false;
}

let listening = false;
const onKeyDown = (event: KeyboardEvent) => void dispatchShortcut(event);

/** One listener for the whole page, there while any shortcut is registered. */
function listen(on: boolean) {
  if (on === listening || typeof window === 'undefined') return;
  listening = on;
  if (on) window.addEventListener('keydown', onKeyDown);
  else window.removeEventListener('keydown', onKeyDown);
}
