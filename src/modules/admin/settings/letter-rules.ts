import { MAX_IMAGE_CHARS } from '../../../engine/field-schemas';

/**
 * The documents with a covering letter, by the contract's codes (08-login §4: PUR_ENQ / PUR_ORD / PUR_PRT): enquiries
 * and orders (no screen mails a purchase return).
 */
export type LetterType = 'PUR_ENQ' | 'PUR_ORD';

/** A covering letter (GetMisCoveringLetterDetails `{detail: type}` / SetMisCoveringLetterDetails `{detail}`). */
export interface CoveringLetter {
  type: LetterType;
  subject: string;
  /** e.g. "Dear Sir or Madam,". */
  salutation: string;
  body: string;
  /** A letterhead or signature picture as a data URL (at most about 300 kB), when there is one. */
  image?: string;
}

export const LETTER_TYPES: ReadonlyArray<{ type: LetterType; label: string }> = [
  { type: 'PUR_ENQ', label: 'Enquiry' },
  { type: 'PUR_ORD', label: 'Order' },
];

export function isLetterType(value: string): value is LetterType {
  return LETTER_TYPES.some((known) => known.type === value);
}

/** Largest image, as data URL characters (about 300 kB of picture). */
export const MAX_LETTER_IMAGE_CHARS = MAX_IMAGE_CHARS;
export const IMAGE_TOO_LARGE = 'The image is too large (at most about 300 kB).';
const IMAGE = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/;
const LIMITS = { subject: 150, salutation: 80, body: 4000 } as const;

export type LetterField = 'subject' | 'salutation' | 'body' | 'image';
export type LetterProblems = Partial<Record<LetterField, string>>;

/** The name of a letter type ("Enquiry"), or the code itself. */
export function letterTypeName(type: string): string {
  return LETTER_TYPES.find((known) => known.type === type)?.label ?? type;
}

/** What is wrong with a letter, field by field (empty when fine). */
export function letterProblems(letter: CoveringLetter): LetterProblems {
  const problems: LetterProblems = {};
  const required = {
    subject: 'Enter the subject of the letter.',
    salutation: 'Enter the salutation, e.g. Dear Sir or Madam,',
    body: 'Enter the text of the letter.',
  } as const;
  for (const field of ['subject', 'salutation', 'body'] as const) {
    const value = letter[field].trim();
    if (value === '') problems[field] = required[field];
    else if (value.length > LIMITS[field]) problems[field] = `Use at most ${LIMITS[field]} characters.`;
  }
  const image = letter.image ?? '';
  if (image.length > MAX_LETTER_IMAGE_CHARS) problems.image = IMAGE_TOO_LARGE;
  else if (image !== '' && !IMAGE.test(image)) problems.image = 'Choose a PNG, JPEG, WebP or GIF picture.';
  return problems;
}

/** A letter with trimmed text and no empty image. */
export function tidyLetter(letter: CoveringLetter): CoveringLetter {
  const tidy: CoveringLetter = {
    type: letter.type,
    subject: letter.subject.trim(),
    salutation: letter.salutation.trim(),
    body: letter.body.trim(),
  };
  return letter.image ? { ...tidy, image: letter.image } : tidy;
}

/** Reads a SetMisCoveringLetterDetails body's `detail`: the letter, or why it cannot be read. */
export function readLetter(value: unknown): { letter: CoveringLetter } | { problem: string } {
  const row = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const type = LETTER_TYPES.find((known) => known.type === row.type)?.type;
  if (!type)
    return { problem: `Unknown letter type ${String(row.type ?? '(none)')}: the types are PUR_ENQ and PUR_ORD.` };
  const text = (field: string) => (typeof row[field] === 'string' ? (row[field] as string) : '');
  const letter: CoveringLetter = { type, subject: text('subject'), salutation: text('salutation'), body: text('body') };
  return { letter: text('image') ? { ...letter, image: text('image') } : letter };
}
