import { http, HttpResponse, type RequestHandler } from 'msw';
import { can, canVendorScreen, isAdministrator } from '../../../lib/permissions/can';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { KIND_SCREENS } from '../../../menus/record-kind-screens';
import {
  RECORD_KINDS,
  RECORD_SEARCH_ENDPOINT,
  RECORDS_PER_KIND,
  type FoundRecord,
  type RecordKind,
} from '../../../lib/record-search/record-search-wire';
import { readJson } from '../read-json';
import { requireSession, type DemoSession } from '../sessions/auth';
import { queryOf, type SearchQuery } from './record-match';
import type { FinderContext, RecordFinder } from './record-finder';
import { readsMade } from './search-index';
import { changeWatcher } from './write-watch';
import { collectYoungNow } from './young-heap';

const NO_KINDS = `kinds must list what to look for: ${RECORD_KINDS.join(', ')}.`;
/** Longer texts are cut: nobody types a number or a name this long. */
const MOST_TYPED = 100;

/** Matches a number's start, a name's word and a number's inside, as typing would. */
const WARM_QUERY = queryOf('a 1')!;

const isKind = (value: unknown): value is RecordKind => RECORD_KINDS.some((kind) => kind === value);

function screenCheck(session: DemoSession): (screen: ScreenDeclaration) => boolean {
  const holder = { usr: { rCode: session.user.rCode }, roles: session.roles };
  return (screen) => {
    if (isAdministrator(holder)) return true;
    if (screen.administratorOnly) return false;
    if (!screen.code) return true;
    return screen.vendorScreen ? canVendorScreen(holder, screen.code.screenCode) : can(holder, screen.code);
  };
}

/** Exact numbers first, then as the finder ranked them; at most a few. */
function kept(rows: readonly FoundRecord[]): FoundRecord[] {
  return [...rows.filter((row) => row.exact), ...rows.filter((row) => !row.exact)].slice(0, RECORDS_PER_KIND);
}

/**
 * `api/AdminSearch/GetSearchRecords {detail: text, kinds, usr}` → FoundRecord[] (ours: the real server has no such
 * call). Each kind asked is searched only when the user's stored rights open one of its screens (a kind they may not
 * open is left out, not refused); an empty text warms the finders' indexes and answers []. The change watcher comes
 * with it: it must see every call before the handlers that answer them.
 */
export function recordSearchHandlers(
  finders: readonly RecordFinder[],
  settleHeap: () => unknown = collectYoungNow,
): RequestHandler[] {
  const byKind = new Map<RecordKind, RecordFinder[]>();
  for (const finder of finders) byKind.set(finder.kind, [...(byKind.get(finder.kind) ?? []), finder]);
  const search = http.post(`*/${RECORD_SEARCH_ENDPOINT}`, async ({ request }) => {
    const body = await readJson(request);
    if (!Array.isArray(body.kinds)) return HttpResponse.json({ message: NO_KINDS }, { status: 400 });
    const session = await requireSession(request);
    if (session instanceof Response) return session;
    const may = screenCheck(session);
    const kinds = [...new Set(body.kinds.filter(isKind))].filter((kind) => KIND_SCREENS[kind].some(may));
    const asked = kinds.flatMap((kind) => byKind.get(kind) ?? []);
    const query = queryOf(typeof body.detail === 'string' ? body.detail.slice(0, MOST_TYPED) : '');
    const context = (of: SearchQuery): FinderContext => ({
      session,
      companyCode: session.companyCode,
      query: of,
      limit: RECORDS_PER_KIND,
      may,
    });
    if (!query) {
      const readsBefore = readsMade();
      await Promise.all(asked.map((finder) => finder.warm?.(session.companyCode)));
      // One search nobody sees, so the first keystroke runs code already compiled rather than cold.
      await Promise.all(asked.map((finder) => finder.find(context(WARM_QUERY))));
      if (readsMade() > readsBefore) settleHeap();
      return HttpResponse.json([]);
    }
    const answers = await Promise.all(asked.map((finder) => finder.find(context(query))));
    const rows = answers.flat();
    return HttpResponse.json(kinds.flatMap((kind) => kept(rows.filter((row) => row.kind === kind))));
  });
  return [changeWatcher, search];
}
