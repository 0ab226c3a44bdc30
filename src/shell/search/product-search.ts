/** Search overlay rules (spec section 9): 200 ms pause, 6 results a page. */
export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_PAGE_SIZE = 6;

/** Items whose name contains the text, ignoring case; empty text matches everything. */
export function matchByName<T extends { name: string }>(items: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.name.toLocaleLowerCase().includes(needle));
}

export function pageCount(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page `page` (1-based, clamped to the pages there are). */
export function pageOf<T>(items: readonly T[], page: number, pageSize = SEARCH_PAGE_SIZE): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
