import { currentSession } from '../../../lib/session/session-store';
import type { PaletteEntry, PaletteSource } from '../palette-types';
import { addressOf } from './record-address';
import { KIND_GROUPS } from '../../../menus/record-kind-screens';
import { openScreens } from './record-screens';
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

/**
 * The palette's records: bills, guests, pupils, items, parties, employees, vouchers, orders and quotations found
 * by number or name on the server, each opening on its own screen. Only the kinds whose screens the user's menu
 * and rights open are asked for; the server checks the rights again. The empty text (the palette opening) asks the
 * server to get its indexes ready, and offers nothing.
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
      // Not awaited: the palette shows its other entries meanwhile, and a failed warm-up costs only time.
      searchRecords(session, '', kinds).catch(() => undefined);
      return [];
    }
    const found = await searchRecords(session, text, kinds, signal);
    // A whole number typed is what was meant, whatever its kind: those first (the palette shows a group's first few).
    const ordered = [...found.filter((record) => record.exact), ...found.filter((record) => !record.exact)];
    return ordered.flatMap((record) => {
      const to = addressOf(record, screens.get(record.kind) ?? [], session);
      return to ? [entryOf(record, to)] : [];
    });
  },
};
