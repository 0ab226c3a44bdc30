import { textLimitOf } from '../format/text-limits';

/** The input types a length applies to (a number, date or file input has none). */
const TEXTUAL = new Set(['text', 'search', 'email', 'tel', 'url', 'password']);

/**
 * Gives a text box that declares no length the length of its kind of field (text-limits.ts) as it takes focus, so
 * every hand-written form is bounded where it is typed (or pasted) into, as the declared ones are by their `max`.
 * The demo backend refuses the same lengths. Returns the uninstaller.
 */
export function installTextLengthDefaults(target: Document = document): () => void {
  const onFocus = (event: FocusEvent) => {
    const box = event.target;
    const textual = box instanceof HTMLTextAreaElement || (box instanceof HTMLInputElement && TEXTUAL.has(box.type));
    if (!textual || box.maxLength >= 0) return;
    const limit = box instanceof HTMLTextAreaElement ? textLimitOf('note') : textLimitOf(box.name || box.id);
    if (limit !== null) box.maxLength = limit;
  };
  target.addEventListener('focusin', onFocus);
  return () => target.removeEventListener('focusin', onFocus);
}
