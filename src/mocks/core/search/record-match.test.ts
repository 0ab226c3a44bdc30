import { describe, expect, it } from 'vitest';
import { bestMatches, prepare, queryOf, RANK, rankOf, type SearchQuery } from './record-match';

const query = (text: string): SearchQuery => queryOf(text)!;
const numbered = (number: string) => prepare(number, '', number);

describe('the records search matching', () => {
  it('reads nothing typed as no query, and folds case, accents and spaces', () => {
    expect(queryOf('   ')).toBeNull();
    expect(queryOf('-/')).toBeNull();
    expect(queryOf('  Rénu  SHARMA ')).toEqual({
      folded: 'renu sharma',
      compact: 'renusharma',
      words: ['renu', 'sharma'],
    });
  });

  it('ranks a number: whole, begun, or with the text inside from three characters', () => {
    const bill = numbered('DN26-000123');
    expect(rankOf(query('dn26-000123'), bill)).toBe(RANK.exactNumber);
    expect(rankOf(query('dn26 000123'), bill)).toBe(RANK.exactNumber);
    expect(rankOf(query('DN26-0001'), bill)).toBe(RANK.numberStart);
    expect(rankOf(query('123'), bill)).toBe(RANK.numberInside);
    expect(rankOf(query('23'), bill)).toBeNull();
    expect(rankOf(query('124'), bill)).toBeNull();
    expect(rankOf(query('x'), numbered(''))).toBeNull();
  });

  it('matches a name when each typed word begins one of its words, in any order, accents aside', () => {
    const entry = prepare('ADM-2024-0158', 'Aarav Kumar Mehta', 1);
    expect(rankOf(query('mehta aar'), entry)).toBe(RANK.name);
    expect(rankOf(query('kumar'), entry)).toBe(RANK.name);
    expect(rankOf(query('umar'), entry)).toBeNull();
    expect(rankOf(query('mehta zed'), entry)).toBeNull();
    expect(rankOf(query('adm-2024-0158'), entry)).toBe(RANK.exactNumber);
    expect(rankOf(query('zoe'), prepare('', 'Zoë Fernandes', 2))).toBe(RANK.name);
  });

  it('puts whole numbers first, then begun numbers, names, and numbers with the text inside', () => {
    const entries = [
      prepare('R-1015', 'Ravi', 'inside'),
      prepare('101', 'Meera', 'exact'),
      prepare('1012', 'Anil', 'begun'),
      prepare('205', '101 Club', 'name'),
    ];
    expect(bestMatches(entries, query('101'), 5)).toEqual([
      { value: 'exact', exact: true },
      { value: 'begun', exact: false },
      { value: 'name', exact: false },
      { value: 'inside', exact: false },
    ]);
    expect(bestMatches(entries, query('101'), 2).map((match) => match.value)).toEqual(['exact', 'begun']);
  });

  it('keeps the entries’ order within a rank, and leaves out what the user may not see', () => {
    const newestFirst = [9, 7, 5, 3, 1].map((no) => numbered(`DN26-00000${no}`));
    expect(bestMatches(newestFirst, query('DN26'), 3).map((match) => match.value)).toEqual([
      'DN26-000009',
      'DN26-000007',
      'DN26-000005',
    ]);
    const notSevens = (value: string) => !value.endsWith('7');
    expect(bestMatches(newestFirst, query('DN26'), 3, notSevens).map((match) => match.value)).toEqual([
      'DN26-000009',
      'DN26-000005',
      'DN26-000003',
    ]);
  });
});
