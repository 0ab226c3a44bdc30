import { getDemoDb, type DemoDb } from '../db/demo-db';
import { findInHaystack, haystackOf } from './record-haystack';
import { prepare, type Match, type PreparedEntry, type SearchQuery } from './record-match';
import { CHANGES, type ChangeWatch } from './write-watch';

/**
 * What the records search keeps in memory per company, read from the stores on first use (the palette asks the server
 * to get ready as it opens) and kept until a call that may change something begins (write-watch.ts); one read while a
 * change may still be under way serves the search it was read for and is read again for the next. It hangs on the
 * open database, so another tab's changes (tab-turns.ts closes it) and a reset database start afresh.
 */
interface Slot {
  builtAt: number;
  value: Promise<unknown>;
}

/** Searches arriving together (the warm-up and the first keystroke) share a read this recent. */
const SHARED_MS = 250;

const caches = new WeakMap<DemoDb, Map<string, Slot>>();
let reads = 0;

/** How many values have been read from the stores so far: a warm-up that read none built nothing new. */
export const readsMade = () => reads;

function cacheOf(db: DemoDb): Map<string, Slot> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

const usable = (changes: ChangeWatch, slot: Slot, now: number) =>
  changes.settledSince(slot.builtAt) || (!changes.changedSince(slot.builtAt) && now - slot.builtAt < SHARED_MS);

/** A value read from a kind's stores, kept as above; `name` is unique across the finders. */
export function keptRead<T>(
  name: string,
  read: (companyCode: number) => Promise<T>,
  changes: ChangeWatch = CHANGES,
): (companyCode: number) => Promise<T> {
  return async (companyCode) => {
    const cache = cacheOf(await getDemoDb());
    const key = `${name}|${companyCode}`;
    const now = changes.now();
    const kept = cache.get(key);
    if (kept && usable(changes, kept, now)) return kept.value as Promise<T>;
    reads += 1;
    const slot: Slot = { builtAt: now, value: read(companyCode) };
    cache.set(key, slot);
    slot.value.catch(() => {
      if (cache.get(key) === slot) cache.delete(key);
    });
    return slot.value as Promise<T>;
  };
}

export interface IndexRow<T> {
  number: string;
  name: string;
  value: T;
}

export interface SearchIndex<T> {
  /** The company's entries, from the index kept or built now. */
  entries(companyCode: number): Promise<readonly PreparedEntry<T>[]>;
  /** The best matches of the typed text, of the records `wanted` lets through. */
  find(companyCode: number, query: SearchQuery, limit: number, wanted?: (value: T) => boolean): Promise<Match<T>[]>;
}

/**
 * A kind's records folded for matching (record-match.ts) and laid end to end (record-haystack.ts), kept as above: a
 * keystroke is a few substring searches, not a read of the stores nor a pass over every record.
 */
export function searchIndex<T>(
  name: string,
  load: (companyCode: number) => Promise<Iterable<IndexRow<T>>>,
  changes: ChangeWatch = CHANGES,
): SearchIndex<T> {
  const haystack = keptRead(
    name,
    async (companyCode) =>
      haystackOf([...(await load(companyCode))].map((row) => prepare(row.number, row.name, row.value))),
    changes,
  );
  return {
    entries: async (companyCode) => (await haystack(companyCode)).entries,
    find: async (companyCode, query, limit, wanted) =>
      findInHaystack(await haystack(companyCode), query, limit, wanted),
  };
}
