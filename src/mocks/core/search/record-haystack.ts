import { RANK, type Match, type PreparedEntry, type SearchQuery } from './record-match';

/**
 * A kind's prepared entries laid end to end in two strings, so a keystroke's matching is the engine's own substring
 * search and stops at the first `limit` of each rank, instead of ranking every entry (bestMatches in record-match.ts
 * is the rule this answers exactly as; the tests hold the two together). The numbers string is "\n" + each entry's
 * compact number after its own "\n"; the names string is "\n" + " word" per word of each entry's name. Compact
 * numbers and words hold only [a-z0-9], so a typed word found with the separator before it is where a number or a
 * word begins, and never runs across two entries.
 */
export interface RecordHaystack<T> {
  entries: readonly PreparedEntry<T>[];
  numbers: string;
  /** Where entry i's "\n" is in `numbers`. */
  numberAt: Int32Array;
  names: string;
  /** Where entry i's "\n" is in `names`. */
  nameAt: Int32Array;
}

export function haystackOf<T>(entries: readonly PreparedEntry<T>[]): RecordHaystack<T> {
  const numberAt = new Int32Array(entries.length);
  const nameAt = new Int32Array(entries.length);
  const numbers: string[] = [];
  const names: string[] = [];
  let numberLength = 0;
  let nameLength = 0;
  entries.forEach((entry, at) => {
    numberAt[at] = numberLength;
    nameAt[at] = nameLength;
    const number = `\n${entry.compact}`;
    const name = `\n${entry.words.map((word) => ` ${word}`).join('')}`;
    numbers.push(number);
    names.push(name);
    numberLength += number.length;
    nameLength += name.length;
  });
  const haystack = { entries, numbers: `${numbers.join('')}\n`, numberAt, names: `${names.join('')}\n`, nameAt };
  // A string built by joining is flattened by the engine on its first search; done here, while the index is built,
  // so the first keystroke does not pay for it.
  haystack.numbers.indexOf('\t');
  haystack.names.indexOf('\t');
  return haystack;
}

/** The entry whose part of a string holds `position`: the last one starting at or before it. */
function ownerOf(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Each entry holding `needle` in `text` once, in the entries' order, until `visit` says it has enough. */
function eachHolder(text: string, needle: string, starts: Int32Array, visit: (at: number) => boolean) {
  let last = -1;
  for (let found = text.indexOf(needle); found !== -1; found = text.indexOf(needle, found + 1)) {
    const at = ownerOf(starts, found);
    if (at === last) continue;
    last = at;
    if (visit(at)) return;
  }
}

const namesMatch = (query: SearchQuery, words: readonly string[]) =>
  query.words.every((typed) => words.some((word) => word.startsWith(typed)));

/** The best `limit` matches of `query`, as bestMatches would answer over the same entries. */
export function findInHaystack<T>(
  haystack: RecordHaystack<T>,
  query: SearchQuery,
  limit: number,
  wanted: (value: T) => boolean = () => true,
): Match<T>[] {
  const { entries, numbers, numberAt, names, nameAt } = haystack;
  const typed = query.compact;
  const exact: T[] = [];
  const begun: T[] = [];
  // Whole numbers have the typed number between two "\n"; begun ones right after one. Looked for apart, so a first
  // letter that begins most numbers (every bill's "mc26-") stops at `limit` instead of visiting them all.
  eachHolder(numbers, `\n${typed}\n`, numberAt, (at) => {
    if (wanted(entries[at]!.value)) exact.push(entries[at]!.value);
    return exact.length >= limit;
  });
  if (exact.length < limit) {
    eachHolder(numbers, `\n${typed}`, numberAt, (at) => {
      const entry = entries[at]!;
      if (entry.compact.length !== typed.length && wanted(entry.value)) begun.push(entry.value);
      return begun.length >= limit - exact.length;
    });
  }
  const ranked: T[][] = [exact, begun];
  const enough = () => ranked.reduce((sum, bucket) => sum + bucket.length, 0) >= limit;
  const numberBegins = (entry: PreparedEntry<T>) => entry.compact.startsWith(typed);
  if (!enough()) {
    // Names: the longest typed word finds the few entries worth checking for the others.
    const longest = query.words.reduce((best, word) => (word.length > best.length ? word : best));
    const named: T[] = [];
    eachHolder(names, ` ${longest}`, nameAt, (at) => {
      const entry = entries[at]!;
      if (!numberBegins(entry) && namesMatch(query, entry.words) && wanted(entry.value)) named.push(entry.value);
      return named.length >= limit;
    });
    ranked.push(named);
  }
  if (!enough() && typed.length >= 3) {
    const inside: T[] = [];
    eachHolder(numbers, typed, numberAt, (at) => {
      const entry = entries[at]!;
      if (numberBegins(entry) || namesMatch(query, entry.words) || !wanted(entry.value)) return false;
      inside.push(entry.value);
      return inside.length >= limit;
    });
    ranked.push(inside);
  }
  return ranked
    .flatMap((bucket, rank) => bucket.map((value) => ({ value, exact: rank === RANK.exactNumber })))
    .slice(0, limit);
}
