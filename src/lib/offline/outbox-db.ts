import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox-types';

export const OUTBOX_DB_NAME = 'erp-outbox';

/** One stored operation: kept per signed-in company + user (`scope`), in creation order (`order`). */
export interface StoredOperation {
  scope: string;
  id: string;
  order: number;
  entry: OutboxEntry;
}

interface OutboxSchema extends DBSchema {
  operations: { key: [string, string]; value: StoredOperation; indexes: { byScope: string } };
}

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(OUTBOX_DB_NAME, 1, {
    upgrade(db) {
      const store = db.createObjectStore('operations', { keyPath: ['scope', 'id'] });
      store.createIndex('byScope', 'scope');
    },
    // Another tab upgrading or deleting the database: let it, and open again on next use.
    blocking() {
      void closeOutboxDb();
    },
  });
  return opening;
}

/** The scope's operations in creation order. */
export async function readOperations(scope: string): Promise<StoredOperation[]> {
  const all = await (await database()).getAllFromIndex('operations', 'byScope', scope);
  return all.sort((a, b) => a.order - b.order);
}

/** Adds the operation unless one with its id is already kept; true when it was added. */
export async function addOperation(operation: StoredOperation): Promise<boolean> {
  const tx = (await database()).transaction('operations', 'readwrite');
  const kept = await tx.store.get([operation.scope, operation.id]);
  if (!kept) await tx.store.put(operation);
  await tx.done;
  return !kept;
}

/** One operation as IndexedDB holds it now (another tab may have sent or changed it), or undefined. */
export async function readOperation(scope: string, id: string): Promise<StoredOperation | undefined> {
  return (await database()).get('operations', [scope, id]);
}

export async function writeOperation(operation: StoredOperation): Promise<void> {
  await (await database()).put('operations', operation);
}

export async function deleteOperation(scope: string, id: string): Promise<void> {
  await (await database()).delete('operations', [scope, id]);
}

export async function closeOutboxDb(): Promise<void> {
  const pending = opening;
  opening = null;
  if (pending) (await pending.catch(() => null))?.close();
}
