import type { PaletteEntry } from './palette-types';
import type { GroupResult } from './use-palette-search';

/** How many entries a group shows; typing more narrows it (the spec's six results a page). */
export const GROUP_LIMIT = 6;

export const RECENT_GROUP = 'Recent';

/** A group as listed: the entries shown and how many the source gave. */
export interface Section {
  group: string;
  entries: PaletteEntry[];
  total: number;
}

/** A source's answer under its entries' own headings (a records source answers bills, guests…), in order met. */
function byHeading(entries: readonly PaletteEntry[]): Section[] {
  const headings = new Map<string, PaletteEntry[]>();
  for (const entry of entries) {
    const listed = headings.get(entry.group);
    if (listed) listed.push(entry);
    else headings.set(entry.group, [entry]);
  }
  return [...headings].map(([group, found]) => ({ group, total: found.length, entries: found.slice(0, GROUP_LIMIT) }));
}

/**
 * What the palette lists: with an empty box the recent entries first, then each source's answer (in the sources'
 * order) under its headings, each heading cut to GROUP_LIMIT.
 */
export function paletteSections(
  text: string,
  recent: readonly PaletteEntry[],
  results: readonly GroupResult[],
): Section[] {
  const recentSection: Section[] =
    text.trim() === '' && recent.length > 0
      ? [{ group: RECENT_GROUP, entries: [...recent], total: recent.length }]
      : [];
  return [
    ...recentSection,
    ...results.flatMap((result) => (result.state === 'ready' ? byHeading(result.entries) : [])),
  ];
}

/** The line read out as results change: what each heading found, the sources still searching, or that nothing was. */
export function resultsStatus(text: string, sections: readonly Section[], results: readonly GroupResult[]): string {
  const searching = results.filter((result) => result.state === 'searching').map((result) => result.group);
  const failed = results.filter((result) => result.state === 'failed').map((result) => result.group);
  if (text.trim() === '') return sections.length > 0 ? 'Your recent screens and records.' : '';
  const found = sections.map((section) =>
    // A source may stop counting at its own limit: say only that there are more.
    section.total > section.entries.length
      ? `${section.group}: first ${section.entries.length} shown, type more to narrow`
      : `${section.group}: ${section.total}`,
  );
  const parts = [
    ...found,
    ...searching.map((group) => `${group}: searching…`),
    ...failed.map((group) => `${group}: not searched`),
  ];
  return parts.length > 0 ? parts.join(' · ') : `Nothing found for “${text.trim()}”.`;
}
