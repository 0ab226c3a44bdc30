/**
 * How the records search matches a typed text (pure, so the finders and their tests share it). Letter case, accents
 * and, for numbers, punctuation do not count ("dn26 000123" finds DN26-000123). A record is ranked by how well it
 * matches: its whole number first, then a number that begins with the text, then a name each typed word begins a
 * word of, then a number with the text inside it (three characters or more: fewer finds nearly everything).
 */

export const RANK = { exactNumber: 0, numberStart: 1, name: 2, numberInside: 3 } as const;
const RANKS = 4;
const INSIDE_FROM = 3;

const MARKS = /[\u0300-\u036f]/g;
const PLAIN = /^[\x20-\x7e]*$/;
/** Lower case without accents; most numbers and names are plain ASCII, folded without the Unicode pass. */
const fold = (text: string) =>
  PLAIN.test(text) ? text.toLowerCase() : text.toLowerCase().normalize('NFD').replace(MARKS, '');
const compactOf = (folded: string) => folded.replace(/[^a-z0-9]+/g, '');
const wordsOf = (folded: string) => folded.split(/[^a-z0-9]+/).filter(Boolean);

/** The typed text, ready to compare; null when nothing is typed. */
export interface SearchQuery {
  folded: string;
  compact: string;
  words: readonly string[];
}

export function queryOf(text: string): SearchQuery | null {
  const folded = fold(text.trim()).replace(/\s+/g, ' ');
  const words = wordsOf(folded);
  if (words.length === 0) return null;
  return { folded, compact: compactOf(folded), words };
}

/** A record's number and name, folded once (an index keeps these, so a keystroke folds nothing). */
export interface PreparedEntry<T> {
  number: string;
  compact: string;
  words: readonly string[];
  value: T;
}

export function prepare<T>(number: string, name: string, value: T): PreparedEntry<T> {
  const folded = fold(number);
  return { number: folded, compact: compactOf(folded), words: name ? wordsOf(fold(name)) : [], value };
}

function numberRank<T>(query: SearchQuery, entry: PreparedEntry<T>): number | null {
  const { number, compact } = entry;
  if (number === '') return null;
  if (number === query.folded || (query.compact !== '' && compact === query.compact)) return RANK.exactNumber;
  if (number.startsWith(query.folded) || (query.compact !== '' && compact.startsWith(query.compact)))
    return RANK.numberStart;
  if (query.compact.length >= INSIDE_FROM && compact.includes(query.compact)) return RANK.numberInside;
  return null;
}

const nameMatches = (query: SearchQuery, words: readonly string[]) =>
  words.length > 0 && query.words.every((typed) => words.some((word) => word.startsWith(typed)));

export function rankOf<T>(query: SearchQuery, entry: PreparedEntry<T>): number | null {
  const byNumber = numberRank(query, entry);
  if (byNumber !== null && byNumber < RANK.name) return byNumber;
  if (nameMatches(query, entry.words)) return RANK.name;
  return byNumber;
}

export interface Match<T> {
  value: T;
  exact: boolean;
}

/**
 * The best `limit` matches of one pass over `entries`, best rank first and, within a rank, in the entries' order (an
 * index keeps its records in the order a person wants them: the newest bill first, names in order). `wanted` leaves
 * out the entries the user may not see.
 */
export function bestMatches<T>(
  entries: Iterable<PreparedEntry<T>>,
  query: SearchQuery,
  limit: number,
  wanted: (value: T) => boolean = () => true,
): Match<T>[] {
  const buckets: T[][] = Array.from({ length: RANKS }, () => []);
  for (const entry of entries) {
    const at = rankOf(query, entry);
    if (at === null || buckets[at]!.length >= limit || !wanted(entry.value)) continue;
    buckets[at]!.push(entry.value);
    if (at === RANK.exactNumber && buckets[at]!.length >= limit) break;
  }
  return buckets
    .flatMap((bucket, at) => bucket.map((value) => ({ value, exact: at === RANK.exactNumber })))
    .slice(0, limit);
}
