import { getDemoDb, recordKey, seededKey } from './db/demo-db';

/**
 * The generic record store: any kind of record, per company, in the demo database's records store,
 * under recordKey(resource, companyCode, id). The stores of the modules (roles, settings, mails, invoices...) build on
 * it.
 */

/** One stored record, or undefined. */
export async function readRecord<T>(resource: string, companyCode: number, id: string): Promise<T | undefined> {
  const db = await getDemoDb();
  return (await db.get('records', recordKey(resource, companyCode, id)))?.data as T | undefined;
}

export async function writeRecord(resource: string, companyCode: number, id: string, data: object): Promise<void> {
  const db = await getDemoDb();
  await db.put(
    'records',
    { resource, companyCode, id, data: { ...data } as Record<string, unknown> },
    recordKey(resource, companyCode, id),
  );
}

/** Writes many records of one kind in one database transaction (a day's attendance, a month's salary lines). */
export async function writeRecords(
  resource: string,
  companyCode: number,
  rows: ReadonlyArray<{ id: string; data: object }>,
): Promise<void> {
  const db = await getDemoDb();
  const tx = db.transaction('records', 'readwrite');
  for (const row of rows)
    void tx.store.put(
      { resource, companyCode, id: row.id, data: { ...row.data } as Record<string, unknown> },
      recordKey(resource, companyCode, row.id),
    );
  await tx.done;
}

/** Deletes the records of one kind whose ids start with `prefix` (one key range), in one transaction. */
export async function deleteRecordsByIdPrefix(resource: string, companyCode: number, prefix: string): Promise<void> {
  const db = await getDemoDb();
  const from = recordKey(resource, companyCode, prefix);
  await db.delete('records', IDBKeyRange.bound(from, `${from}\uffff`));
}

export async function deleteRecord(resource: string, companyCode: number, id: string): Promise<void> {
  const db = await getDemoDb();
  await db.delete('records', recordKey(resource, companyCode, id));
}

/** Every stored record of one kind for a company. */
export async function listRecords<T>(resource: string, companyCode: number): Promise<T[]> {
  const db = await getDemoDb();
  return (await db.getAllFromIndex('records', 'byResource', [resource, companyCode])).map((row) => row.data as T);
}

/** The stored records of one kind whose ids start with `prefix` (one key range: no scan of the rest). */
export async function listRecordsByIdPrefix<T>(resource: string, companyCode: number, prefix: string): Promise<T[]> {
  const db = await getDemoDb();
  const from = recordKey(resource, companyCode, prefix);
  return (await db.getAll('records', IDBKeyRange.bound(from, `${from}\uffff`))).map((row) => row.data as T);
}

type StartingRows = ReadonlyArray<{ id: string; data: object }>;

/**
 * Writes a company's starting rows of one kind the first time they are needed (never again, so
 * deletions stay). `rows` may fetch the seed data (a chunk of its own); it runs only when the rows are missing.
 */
export async function seedOnce(
  resource: string,
  companyCode: number,
  rows: () => StartingRows | Promise<StartingRows>,
): Promise<void> {
  const db = await getDemoDb();
  const marker = seededKey(resource, companyCode);
  if (await db.get('seeded', marker)) return;
  // Fetched before the transaction, which must not wait on anything else.
  const starting = await rows();
  const tx = db.transaction(['records', 'seeded'], 'readwrite');
  if (!(await tx.objectStore('seeded').get(marker))) {
    for (const row of starting)
      void tx
        .objectStore('records')
        .put(
          { resource, companyCode, id: row.id, data: { ...row.data } as Record<string, unknown> },
          recordKey(resource, companyCode, row.id),
        );
    void tx.objectStore('seeded').put(true, marker);
  }
  await tx.done;
}
