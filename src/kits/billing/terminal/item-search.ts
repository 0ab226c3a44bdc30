import type { PosMenuItem } from '../domain/master-types';

export interface SearchEntry {
  item: PosMenuItem;
  code: string; // lower case
  name: string; // lower case: name and short name, so either finds the item
}

/** The menu's search keys, made once per menu (lower-casing 2,000 names on every keystroke is the slow part). */
export function searchIndex(items: readonly PosMenuItem[]): SearchEntry[] {
  return items.map((item) => ({
    item,
    code: item.code.toLowerCase(),
    name: `${item.name}\n${item.shortName}`.toLowerCase(),
  }));
}

/**
 * The items a query finds: code starting with it or name containing it, case-insensitive; exact code
 * first, then code prefixes, then name matches, each in menu order. An empty query finds nothing.
 */
export function findItems(index: readonly SearchEntry[], query: string, limit = 50): PosMenuItem[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const exact: PosMenuItem[] = [];
  const prefix: PosMenuItem[] = [];
  const named: PosMenuItem[] = [];
  for (const entry of index) {
    if (entry.code === wanted) exact.push(entry.item);
    else if (entry.code.startsWith(wanted)) prefix.push(entry.item);
    else if (entry.name.includes(wanted)) named.push(entry.item);
  }
  return [...exact, ...prefix, ...named].slice(0, limit);
}
