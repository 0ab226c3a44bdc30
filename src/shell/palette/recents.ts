import type { SessionUser } from '../../lib/session/session-types';
import type { PaletteEntry } from './palette-types';

/** How many recent screens and records the palette remembers. */
export const RECENT_LIMIT = 8;

type Owner = Pick<SessionUser, 'cCode' | 'uCode'>;

/** One list per company and user (two people may share a browser). */
export function recentsKey(owner: Owner): string {
  return `erp-palette-recents:${owner.cCode}:${owner.uCode.toLowerCase()}`;
}

function isEntry(value: unknown): value is PaletteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.group === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.to === 'string' &&
    (entry.detail === undefined || typeof entry.detail === 'string')
  );
}

/** The remembered entries, most recent first; anything unreadable is dropped, never an error. */
export function readRecents(owner: Owner): PaletteEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(recentsKey(owner)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts the entry first (once), keeping at most RECENT_LIMIT. */
export function rememberRecent(owner: Owner, entry: PaletteEntry): void {
  const { id, group, title, detail, to } = entry;
  const kept: PaletteEntry = { id, group, title, ...(detail === undefined ? {} : { detail }), to };
  const next = [kept, ...readRecents(owner).filter((old) => old.id !== id)].slice(0, RECENT_LIMIT);
  try {
    localStorage.setItem(recentsKey(owner), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the palette works, it only forgets.
  }
}
