import { inOrder, nextSlno, termProblem, tidyTerm, TERM_MAX, type PurchaseTerm } from './term-rules';

const TERMS: PurchaseTerm[] = [
  { slno: 3, term: 'Goods are subject to inspection.' },
  { slno: 1, term: 'Payment within 30 days of the invoice.' },
];

describe('order term rules', () => {
  it('keeps a term with single spaces and no spaces at the ends', () => {
    expect(tidyTerm('  Delivery   to the\tstore  ')).toBe('Delivery to the store');
  });

  it('orders terms by their number and numbers a new one after the highest', () => {
    expect(inOrder(TERMS).map((term) => term.slno)).toEqual([1, 3]);
    expect(nextSlno(TERMS)).toBe(4);
    expect(nextSlno([])).toBe(1);
  });

  it('refuses a blank term, a term too long, and one already there whatever its spaces and letter case', () => {
    expect(termProblem('   ', TERMS)).toBe('Type the term.');
    expect(termProblem('x'.repeat(TERM_MAX + 1), TERMS)).toBe(`A term takes at most ${TERM_MAX} characters.`);
    expect(termProblem('x'.repeat(TERM_MAX), TERMS)).toBeNull();
    expect(termProblem(' payment WITHIN 30  days of the invoice. ', TERMS)).toBe('This is already term 1.');
    expect(termProblem('Payment within 45 days of the invoice.', TERMS)).toBeNull();
  });
});
