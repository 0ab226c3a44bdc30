/** One standard term of purchase orders (`PurTerms`: Slno, Term), as the server answers it. */
export interface PurchaseTerm {
  slno: number;
  term: string;
}

/** As long as a term may be on an order (the order's term lines take 200 characters). */
export const TERM_MAX = 200;

/** The term as it is kept: spaces at the ends dropped and runs of spaces made one. */
export const tidyTerm = (text: string): string => text.trim().replace(/\s+/g, ' ');

const sameWords = (a: string, b: string) => tidyTerm(a).toLowerCase() === tidyTerm(b).toLowerCase();

/** The terms in their order on a purchase order (Slno). */
export const inOrder = (terms: readonly PurchaseTerm[]): PurchaseTerm[] => [...terms].sort((a, b) => a.slno - b.slno);

/** The number a new term takes: the highest so far + 1, as the server numbers it. */
export const nextSlno = (terms: readonly PurchaseTerm[]): number =>
  terms.reduce((highest, term) => Math.max(highest, term.slno), 0) + 1;

/** Why a term cannot be added beside the existing ones (blank, too long, already there), or null. */
export function termProblem(text: string, existing: readonly PurchaseTerm[]): string | null {
  const term = tidyTerm(text);
  if (term === '') return 'Type the term.';
  if (term.length > TERM_MAX) return `A term takes at most ${TERM_MAX} characters.`;
  const twin = existing.find((other) => sameWords(other.term, term));
  return twin ? `This is already term ${twin.slno}.` : null;
}
