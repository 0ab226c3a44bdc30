import { allMatch, phraseOf, queryWords, wordMatches, wordsOf } from './text-match';

describe('the words of a text', () => {
  it('ignores case, accents and punctuation, and keeps hyphenated words written together too', () => {
    expect(wordsOf('C-Form register')).toEqual(['c', 'form', 'cform', 'register']);
    expect(wordsOf('Café  P&L')).toEqual(['cafe', 'p', 'l', 'pl']);
    expect(queryWords('  C-form  Régister ')).toEqual(['cform', 'register']);
    expect(queryWords(' -- ')).toEqual([]);
    expect(phraseOf('Goods-receipts  (GRN)')).toBe('goods receipts grn');
  });
});

describe('a typed word', () => {
  it('matches the start of a word, and a plural its singular', () => {
    expect(wordMatches('rec', 'receipts')).toBe(true);
    expect(wordMatches('ceipt', 'receipts')).toBe(false);
    expect(wordMatches('invoices', 'invoice')).toBe(true);
    expect(wordMatches('boxes', 'box')).toBe(true);
    expect(wordMatches('gas', 'ga')).toBe(false);
  });

  it('all typed words must match, in any order', () => {
    const words = wordsOf('Goods receipt note');
    expect(allMatch(['receipt', 'goods'], words)).toBe(true);
    expect(allMatch(['receipt', 'bill'], words)).toBe(false);
  });
});
