import { currentSession } from '../../../lib/session/session-store';
import type { SessionRecord } from '../../../lib/session/session-types';
import type { PaletteEntry, PaletteSource } from '../palette-types';
import { addressOf } from './record-address';
import { KIND_GROUPS } from '../../../menus/record-kind-screens';
import { openScreens, type OpenScreens } from './record-screens';
import { searchRecords } from './record-search-api';
import type { FoundRecord, RecordKind } from '../../../lib/record-search/record-search-wire';

/** Kinds a person looks up by name: the name heads the entry, the number goes below. */
const BY_NAME: ReadonlySet<RecordKind> = new Set(['guest', 'pupil', 'item', 'supplier', 'customer', 'employee']);

const joined = (...parts: readonly string[]) => parts.filter(Boolean).join(' · ');

function entryOf(record: FoundRecord, to: string): PaletteEntry {
  const byName = BY_NAME.has(record.kind);
  // A guest's detail already names the room (their number).
  const number = record.kind === 'guest' ? '' : record.number;
  return {
    id: `record:${record.kind}:${record.recordId}`,
    group: KIND_GROUPS[record.kind],
    title: byName ? record.name || record.number : record.number,
    detail: byName ? joined(number, record.detail) : joined(record.name, record.detail),
    to,
  };
}

/** The records found, each as the entry that opens it on its screen (whole numbers typed first). */
function entriesOf(found: readonly FoundRecord[], screens: OpenScreens, session: SessionRecord): PaletteEntry[] {
  // A whole number typed is what was meant, whatever its kind: those first (the palette shows a group's first few).
  const ordered = [...found.filter((record) => record.exact), ...found.filter((record) => !record.exact)];
  return ordered.flatMap((record) => {
    const to = addressOf(record, screens.get(record.kind) ?? [], session);
    return to ? [entryOf(record, to)] : [];
  });
}

/** A text nobody typed: it matches a number's start, a name's word and a number's inside, as typing would. */
const WARM_TEXT = 'a 1';

/**
 * Gets the server's indexes ready, then makes one search nobody sees, all the way to the entries: the first
 * keystroke then runs code already compiled, as every later one does. A failure costs only time.
 */
async function warmUp(session: SessionRecord, kinds: readonly RecordKind[]): Promise<void> {
  try {
    await searchRecords(session, '', kinds);
    const never = new AbortController().signal;
    entriesOf(await searchRecords(session, WARM_TEXT, kinds, never), openScreens(session), session);
  } catch {
    // The next keystroke asks again.
  }
}

/**
 * The palette's records: bills, guests, pupils, items, parties, employees, vouchers, orders and quotations found
 * by number or name on the server, each opening on its own screen. Only the kinds whose screens the user's menu
 * and rights open are asked for; the server checks the rights again. The empty text (the palette opening) gets the
 * server's indexes ready, and offers nothing.
 */
export const recordsSource: PaletteSource = {
  group: 'Records',
  async search(text, signal) {
    const session = currentSession();
    if (!session) return [];
    const screens = openScreens(session);
    if (screens.size === 0) return [];
    const kinds = [...screens.keys()];
    if (text.trim() === '') {
      // Not awaited: the palette shows its other entries meanwhile.
      void warmUp(session, kinds);
      return [];
    }
    return entriesOf(await searchRecords(session, text, kinds, signal), screens, session);
  },
};
