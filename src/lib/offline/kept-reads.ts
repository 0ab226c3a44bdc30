import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { toApiError } from '../api/api-error';
import { scopeOfSession } from './outbox-memory';

export const KEPT_READS_DB_NAME = 'erp-kept-reads';

interface KeptRead {
  scope: string;
  name: string;
  keptAt: string;
  value: unknown;
}

interface KeptReadsSchema extends DBSchema {
  reads: { key: [string, string]; value: KeptRead };
}

let opening: Promise<IDBPDatabase<KeptReadsSchema>> | null = null;

function database(): Promise<IDBPDatabase<KeptReadsSchema>> {
  opening ??= openDB<KeptReadsSchema>(KEPT_READS_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('reads', { keyPath: ['scope', 'name'] });
    },
    blocking() {
      void closeKeptReads();
    },
  });
  return opening;
}

export async function closeKeptReads(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open.catch(() => null))?.close();
}

/** Not the server's own answer: nothing came back, or the server failed. A refusal (4xx) is never covered up. */
function noAnswer(error: unknown): boolean {
  const apiError = toApiError(error);
  return apiError.isNetwork || apiError.status >= 500;
}

/**
 * A read that a terminal must have even with no network (its menu, prices, taxes, tables): each answer is kept in
 * IndexedDB for the signed-in company and user, and when the next read gets no answer the kept one stands in. A
 * reload with no network then opens the terminal as it was last seen; the outbox sends what was taken meanwhile.
 */
export async function keptRead<T>(name: string, read: () => Promise<T>): Promise<T> {
  const scope = scopeOfSession();
  try {
    const value = await read();
    // A copy that cannot be kept (storage full, private mode) only means no stand-in next time.
    if (scope)
      await database()
        .then((db) => db.put('reads', { scope, name, keptAt: new Date().toISOString(), value }))
        .catch(() => undefined);
    return value;
  } catch (error) {
    if (!scope || !noAnswer(error)) throw error;
    const kept = await database()
      .then((db) => db.get('reads', [scope, name]))
      .catch(() => undefined);
    if (!kept) throw error;
    return kept.value as T;
  }
}
