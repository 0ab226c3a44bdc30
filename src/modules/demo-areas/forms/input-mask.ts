import { format, isValid, parse } from 'date-fns';

/**
 * Mask patterns: '9' takes a digit, 'A' a letter (made upper case), 'X' a letter or a digit; any other character is
 * a literal, put in by the mask (and skipped if the user types it).
 */
const SLOT_TESTS: Readonly<Record<string, RegExp>> = { '9': /^[0-9]$/, A: /^[A-Za-z]$/, X: /^[A-Za-z0-9]$/ };

const isSlot = (token: string) => token in SLOT_TESTS;
const fits = (char: string, token: string) => SLOT_TESTS[token]?.test(char) ?? false;

/**
 * The user's text shaped by the pattern: characters that do not fit are dropped, literals put in, letters upper-cased.
 */
export function applyMask(raw: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const token of pattern) {
    if (index >= raw.length) break;
    if (!isSlot(token)) {
      out += token;
      if (raw[index]?.toUpperCase() === token.toUpperCase()) index += 1;
      continue;
    }
    while (index < raw.length && !fits(raw[index]!, token)) index += 1;
    if (index >= raw.length) break;
    out += raw[index]!.toUpperCase();
    index += 1;
  }
  return out;
}

/** Where the caret goes in the masked text: after as many filled slots as the user had typed before the caret. */
export function maskedCaret(raw: string, caret: number, pattern: string): number {
  const typedBefore = applyMask(raw.slice(0, caret), pattern);
  const slotsBefore = [...typedBefore].filter((_, position) => isSlot(pattern[position] ?? '')).length;
  const masked = applyMask(raw, pattern);
  let seen = 0;
  for (let position = 0; position < masked.length; position += 1) {
    if (seen === slotsBefore) return position;
    if (isSlot(pattern[position] ?? '')) seen += 1;
  }
  return masked.length;
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character (15th) of a GSTIN from its first 14 characters (the GST network's base-36 checksum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  [...first14.toUpperCase()].forEach((char, position) => {
    const product = GSTIN_CHARACTERS.indexOf(char) * (position % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** The masks the input-mask page offers. */
export const MASKS = {
  phone: { label: 'Mobile number', pattern: '99999 99999', example: '98765 43210' },
  pan: { label: 'PAN', pattern: 'AAAAA9999A', example: 'ABCDE1234F' },
  gstin: { label: 'GSTIN', pattern: '99AAAAA9999AXZX', example: '27AAPFU0939F1ZV' },
  pin: { label: 'PIN code', pattern: '999999', example: '226010' },
  date: { label: 'Date (DD/MM/YYYY)', pattern: '99/99/9999', example: '05/03/2026' },
} as const;
export type MaskKind = keyof typeof MASKS;

/** The date a complete 'DD/MM/YYYY' value names, as 'yyyy-MM-dd', or null when there is no such date. */
export function maskedDate(value: string): string | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return null;
  const date = parse(value, 'dd/MM/yyyy', new Date(2000, 0, 1));
  return isValid(date) && format(date, 'dd/MM/yyyy') === value ? format(date, 'yyyy-MM-dd') : null;
}

/**
 * What is wrong with a masked value ('' is not checked here: required-ness is the form's), or null when it is right.
 */
export function maskProblem(kind: MaskKind, value: string): string | null {
  const { pattern, example } = MASKS[kind];
  if (value === '') return null;
  if (value.length < pattern.length) return `Enter all of it, like ${example}.`;
  if (kind === 'phone' && !/^[6-9]/.test(value)) return 'A mobile number starts with 6, 7, 8 or 9.';
  if (kind === 'pin' && value.startsWith('0')) return 'A PIN code does not start with 0.';
  if (kind === 'date' && maskedDate(value) === null) return 'There is no such date.';
  if (kind === 'gstin') {
    const state = Number(value.slice(0, 2));
    if (state < 1 || state > 38) return 'The first two digits are a state code from 01 to 38.';
    if (gstinCheckCharacter(value.slice(0, 14)) !== value[14])
      return 'The last character does not match: check the GSTIN for a typing mistake.';
  }
  return null;
}
