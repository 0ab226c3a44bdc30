import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { letterProblems, type CoveringLetter, type LetterType } from './letter-rules';

/** One letter as the form holds it: its texts and its image ('' for none). */
export interface LetterValues {
  subject: string;
  salutation: string;
  body: string;
  image: string;
}

/** Both letters: the one not shown keeps its unsaved edits while the other is. */
export type LettersValues = Record<LetterType, LetterValues>;

export const BLANK_LETTER: LetterValues = { subject: '', salutation: '', body: '', image: '' };

/** A saved letter (or none yet) as the form's values. */
export function letterValues(letter: CoveringLetter | null): LetterValues {
  if (!letter) return BLANK_LETTER;
  return { subject: letter.subject, salutation: letter.salutation, body: letter.body, image: letter.image ?? '' };
}

/** The form's values of one type as a covering letter (no image when there is none). */
export function letterOf(type: LetterType, values: LetterValues): CoveringLetter {
  const letter: CoveringLetter = { type, subject: values.subject, salutation: values.salutation, body: values.body };
  return values.image ? { ...letter, image: values.image } : letter;
}

/** Do two letters' values say the same? */
export const sameLetter = (a: LetterValues, b: LetterValues): boolean =>
  a.subject === b.subject && a.salutation === b.salutation && a.body === b.body && a.image === b.image;

const letter = z.object({ subject: z.string(), salutation: z.string(), body: z.string(), image: z.string() });

/** The letter of the type shown checked by the shared letter rules, each problem on its field (`<type>.<field>`). */
export const lettersSchema = (type: LetterType) =>
  checkedBy(z.object({ PUR_ENQ: letter, PUR_ORD: letter }), (values) =>
    Object.entries(letterProblems(letterOf(type, values[type]))).flatMap(([field, message]) =>
      message ? [{ field: `${type}.${field}`, message }] : [],
    ),
  );
