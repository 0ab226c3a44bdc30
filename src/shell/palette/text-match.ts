/**
 * The palette's word matching: case and accents ignored, punctuation ignored ("C-Form", "c form" and "cform" are one),
 * each typed word matching the start of a word of the text, in any order.
 */

const MARKS = /[\u0300-\u036f]/g;

function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(MARKS, '');
}

/** The searchable words of a text: its words, and each hyphenated or dotted word also written together. */
export function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const chunk of fold(text).split(/\s+/)) {
    const parts = chunk.split(/[^a-z0-9]+/).filter(Boolean);
    out.push(...parts);
    if (parts.length > 1) out.push(parts.join(''));
  }
  return out;
}

/** The typed words, each written together ("c-form" → "cform"). */
export function queryWords(text: string): string[] {
  return fold(text)
    .split(/\s+/)
    .map((chunk) => chunk.replace(/[^a-z0-9]+/g, ''))
    .filter(Boolean);
}

/** The text as one run of its words ("Goods-receipts  (GRN)" → "goods receipts grn"), to compare whole names. */
export function phraseOf(text: string): string {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');
}

/** A typed word matches a word it begins; a plural typed also matches its singular ("invoices" → "invoice"). */
export function wordMatches(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  if (typed.length <= 3 || !typed.endsWith('s')) return false;
  return word.startsWith(typed.slice(0, -1)) || (typed.endsWith('es') && word === typed.slice(0, -2));
}

/** Does every one of `typed` match some word of `words`? */
export function allMatch(typed: readonly string[], words: readonly string[]): boolean {
  return typed.every((t) => words.some((w) => wordMatches(t, w)));
}
