import { pressSave } from '../../lib/shortcuts/use-form-shortcuts';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';

/** The top dialog holding the keyboard, else the screen. */
function scope(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return dialogs.length > 0 ? dialogs[dialogs.length - 1]! : document.getElementById('main-content');
}

/** The form in view: the one holding the focus, else the only one of the dialog or screen. */
function formInView(where: HTMLElement | null): HTMLFormElement | null {
  if (!where) return null;
  const focused = document.activeElement?.closest('form');
  if (focused && where.contains(focused)) return focused;
  const forms = where.querySelectorAll('form');
  return forms.length === 1 ? forms[0]! : null;
}

const CANCEL = /^(cancel|back to the list|back)$/i;

/**
 * The keys of every form, the hand-written ones too: Ctrl+S (⌘S) presses the Save of the form in view (a dialog's
 * or the screen's), as a click would; Esc on a screen's form presses its Cancel or Back, which asks first when the
 * form has unsaved changes (a dialog's Esc closes the dialog as before). The engine's forms register their own
 * (useFormShortcuts), which come first.
 */
export function useAnyFormKeys(): void {
  useShortcuts(
    [
      {
        keys: 'Mod+s',
        label: 'Save the form in view',
        inDialogs: true,
        run: () => {
          const form = formInView(scope());
          if (!form) return false;
          pressSave(form);
        },
      },
      {
        keys: 'Escape',
        label: 'Cancel the form in view',
        run: () => {
          const form = formInView(document.getElementById('main-content'));
          const cancel = form
            ? [...form.querySelectorAll<HTMLButtonElement>('button:not([type="submit"])')].find((button) =>
                CANCEL.test(button.textContent?.trim() ?? ''),
              )
            : undefined;
          if (!cancel || cancel.disabled) return false;
          cancel.click();
        },
      },
    ],
    'global',
  );
}
