import { BOOKS } from '../resources/books';
import { JOURNALS } from '../resources/journals';

/** The books master's subjects (ENG → English), as its select offers them. */
export const BOOK_SUBJECTS: ReadonlyArray<{ value: string; label: string }> =
  BOOKS.fields.find((field) => field.name === 'subject')?.options ?? [];

/** A subject's name from its code ('FIC' → 'Fiction'); an unknown code as it is. */
export const subjectName = (code: string): string =>
  BOOK_SUBJECTS.find((option) => option.value === code)?.label ?? code;

/** A journal's language from its code ('MR' → 'Marathi'), as the journals master offers them. */
export const languageName = (code: string): string =>
  JOURNALS.fields.find((field) => field.name === 'language')?.options?.find((option) => option.value === code)?.label ??
  code;
