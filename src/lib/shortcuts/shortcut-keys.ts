/**
 * How a shortcut's keys are written, matched and shown. Keys are one key as `KeyboardEvent.key` names it ('n', '/',
 * '?', 'Enter', 'Escape', 'ArrowDown', 'F2'), optionally after `Mod+`: Ctrl, or ⌘ on a Mac ('Mod+s', 'Mod+k').
 */

const MOD = 'Mod+';

interface KeyParts {
  mod: boolean;
  key: string;
}

function partsOf(keys: string): KeyParts {
  return keys.startsWith(MOD) ? { mod: true, key: keys.slice(MOD.length) } : { mod: false, key: keys };
}

const isLetter = (key: string) => key.length === 1 && key.toLowerCase() !== key.toUpperCase();
const isFunctionKey = (key: string) => /^F([1-9]|1[0-2])$/.test(key);

/** Does this key press ask for these keys? Letters match in either case (Caps Lock); Alt never matches. */
export function matchesKeys(keys: string, event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  const { mod, key } = partsOf(keys);
  if (event.altKey) return false;
  if (mod !== (event.ctrlKey || event.metaKey)) return false;
  return isLetter(key) ? event.key.toLowerCase() === key.toLowerCase() : event.key === key;
}

const TYPING_INPUTS = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'time',
  'month',
  'week',
]);
const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
/** Widgets that move their own choice with the arrow keys. */
const ARROW_WIDGETS = [
  ...['listbox', 'menu', 'menubar', 'tablist', 'radiogroup', 'grid', 'tree', 'slider'].map(
    (role) => `[role="${role}"]`,
  ),
  'input[type="radio"]',
  'input[type="range"]',
].join(', ');
/** What Enter and Space press by themselves. */
const PRESSABLE = 'button, a[href], summary, input[type="checkbox"], input[type="radio"], [role="button"]';

/** A place where keys are typed: a text box, a select, anything editable. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TYPING_INPUTS.has(target.type) || target.type.startsWith('datetime');
  return TYPING_ROLES.has(target.getAttribute('role') ?? '');
}

/**
 * May these keys fire with focus on this element? Ctrl/⌘ combinations, function keys and Esc fire anywhere; any other
 * key is typed where keys are typed, Enter and Space press a focused button or link, and arrows move within widgets
 * that own them.
 */
export function firesFrom(keys: string, target: EventTarget | null): boolean {
  const { mod, key } = partsOf(keys);
  if (mod || isFunctionKey(key) || key === 'Escape') return true;
  if (isTypingTarget(target)) return false;
  if (!(target instanceof Element)) return true;
  if (key === 'Enter' || key === ' ') return !target.closest(PRESSABLE);
  if (key.startsWith('Arrow')) return !target.closest(ARROW_WIDGETS);
  return true;
}

const NAMES: Record<string, string> = {
  Escape: 'Esc',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  ' ': 'Space',
};

/** Is this a Mac (⌘ rather than Ctrl)? Only what the keys are called depends on it. */
export function onMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/** The keys as a person reads them, one part per key: ['Ctrl', 'S'], ['⌘', 'K'], ['↓'], ['n']. */
export function keyParts(keys: string, mac = onMac()): string[] {
  const { mod, key } = partsOf(keys);
  const name = NAMES[key] ?? key;
  return mod ? [mac ? '⌘' : 'Ctrl', name.toUpperCase()] : [name];
}

/** The keys as one text ('Ctrl+S', '⌘K', 'Esc'), e.g. for a button's title. */
export function keyText(keys: string, mac = onMac()): string {
  return keyParts(keys, mac).join(mac ? '' : '+');
}

/** The keys in `aria-keyshortcuts`' words ('Control+S', 'Meta+K', 'Escape'). */
export function ariaKeys(keys: string, mac = onMac()): string {
  const { mod, key } = partsOf(keys);
  const name = key === ' ' ? 'Space' : isLetter(key) && mod ? key.toUpperCase() : key;
  return mod ? `${mac ? 'Meta' : 'Control'}+${name}` : name;
}
