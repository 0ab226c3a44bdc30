import type { DemoPerson } from './person-types';

/** The columns the table sorts by. */
export type PersonSortKey = 'name' | 'age' | 'company' | 'email' | 'balance' | 'isActive';
export interface PersonSort {
  key: PersonSortKey;
  direction: 'ascending' | 'descending';
}

/**
 * People whose name, company, e-mail, phone or address contains the search (any letter case); all for an empty search.
 */
export function searchPeople(people: readonly DemoPerson[], search: string): DemoPerson[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...people];
  return people.filter((person) =>
    [person.name, person.company, person.email, person.phone, person.address].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** People in the chosen order; ties keep the list's order (the sort is stable). */
export function sortPeople(people: readonly DemoPerson[], sort: PersonSort | null): DemoPerson[] {
  if (!sort) return [...people];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const { key } = sort;
  return [...people].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    if (typeof left === 'string' && typeof right === 'string') return sign * collator.compare(left, right);
    return sign * (Number(left) - Number(right));
  });
}

/** A header click: a new column sorts ascending; the same column flips its direction. */
export function nextSort(current: PersonSort | null, key: PersonSortKey): PersonSort {
  return current?.key === key && current.direction === 'ascending'
    ? { key, direction: 'descending' }
    : { key, direction: 'ascending' };
}

/** One page of rows and its place in the whole: `page` is 1-based and kept within the pages there are. */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    page: current,
    pages,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    total: rows.length,
  };
}

/** "1–10 of 200" (or "0 of 0" when nothing matches). */
export function rangeText(from: number, to: number, total: number): string {
  return total === 0 ? '0 of 0' : `${from}–${to} of ${total}`;
}

/** The page buttons to show: the first, the last, and two either side of the current one, with null for a gap. */
export function pageButtons(page: number, pages: number): Array<number | null> {
  const wanted = new Set(
    [1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((number) => number >= 1 && number <= pages),
  );
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((number, index) => {
    if (index > 0 && number - sorted[index - 1]! > 1) out.push(null);
    out.push(number);
  });
  return out;
}
