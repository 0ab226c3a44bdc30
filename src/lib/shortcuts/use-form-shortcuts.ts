import type { RefObject } from 'react';
import { useShortcuts } from './use-shortcuts';

/** Save buttons pressed by the keyboard whose form has not had its turn to mark itself busy yet. */
const pressed = new WeakSet<HTMLButtonElement>();

/**
 * Presses the Save (submit) button inside `container`, as a click would: the same validation and the same one-save
 * guard; nothing when there is no Save (no right) or it is busy. Two presses in one turn press it once.
 */
export function pressSave(container: HTMLElement | null): boolean {
  const button = container?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button || button.disabled || button.getAttribute('aria-busy') === 'true' || pressed.has(button)) return false;
  pressed.add(button);
  // By the next task React has drawn the button busy (its own guard from then on).
  window.setTimeout(() => pressed.delete(button), 0);
  button.click();
  return true;
}

export interface FormShortcutOptions {
  /** What holds the form's Save button (the form, or its row of buttons). */
  actions: RefObject<HTMLElement | null>;
  /** What Cancel or Back does (leaving asks first when the form has unsaved changes); none: Esc is not taken. */
  onCancel?: (() => void) | undefined;
  /** The Cancel button's words, for the list of shortcuts. */
  cancelLabel?: string | undefined;
}

/**
 * A form's keys: Ctrl+S (⌘S) presses Save, never the browser's own Save page; Esc does what Cancel or Back does.
 */
export function useFormShortcuts({ actions, onCancel, cancelLabel = 'Cancel' }: FormShortcutOptions) {
  useShortcuts([
    {
      keys: 'Mod+s',
      label: 'Save',
      // Taken even with no Save to press: the browser's Save page is never what a form's user means.
      run: () => void pressSave(actions.current),
    },
    { keys: 'Escape', label: cancelLabel, enabled: onCancel !== undefined, run: () => onCancel?.() },
  ]);
}
