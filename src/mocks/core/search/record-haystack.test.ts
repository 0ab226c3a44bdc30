import { describe, expect, it } from 'vitest';
import { findInHaystack, haystackOf } from './record-haystack';
import { bestMatches, prepare, queryOf, type SearchQuery } from './record-match';

const query = (text: string): SearchQuery => queryOf(text)!;

/** A small generator that repeats (mulberry32), so a failure names its seed and can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Few letters and digits, so numbers begin with, hold and equal one another, and names share words.
const NUMBERS = ['1', '10', '101', 'dn', 'dn-1', 'dn 10', 'a1', '01', '', 'x-101-0'];
const WORDS = ['ana', 'an', 'anil', 'rao', 'r', '101', 'dn1', 'zoë', 'da'];
const TYPED = ['1', '10', '101', '01', 'dn', 'dn-1', 'an', 'ana rao', 'r', 'ra an', '1 an', 'dn1', 'zoe', 'x', 'da 1'];

describe('the records haystack', () => {
  it('answers exactly as ranking every entry does, limits and hidden entries included', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const random = randomOf(seed);
      const pick = <V>(values: readonly V[]) => values[Math.floor(random() * values.length)]!;
      const entries = Array.from({ length: 1 + Math.floor(random() * 40) }, (_, at) => {
        const number = Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(NUMBERS)).join('');
        const name = Array.from({ length: Math.floor(random() * 3) }, () => pick(WORDS)).join(' ');
        return prepare(number, name, at);
      });
      const haystack = haystackOf(entries);
      const hidden = (value: number) => value % 3 !== 1;
      for (const text of TYPED) {
        const limit = 1 + Math.floor(random() * 6);
        const context = `seed ${seed}, "${text}", limit ${limit}`;
        expect(findInHaystack(haystack, query(text), limit), context).toEqual(bestMatches(entries, query(text), limit));
        expect(findInHaystack(haystack, query(text), limit, hidden), context).toEqual(
          bestMatches(entries, query(text), limit, hidden),
        );
      }
    }
  });

  it('finds nothing in no entries', () => {
    expect(findInHaystack(haystackOf([]), query('1'), 5)).toEqual([]);
  });
});
