import { getDemoDb, recordKey, seededKey } from '../db/demo-db';

/** Names under which the administration data sits in the demo database's records store. */
export const ADMIN_STORE = {
  /** Key: role code; data: DemoRole. */
  roles: 'admin.roles',
  /** Key: 'sets' | 'mails' | 'letters'. */
  settings: 'admin.settings',
  /** Key: 'licence'; data: DemoLicence. */
  licence: 'admin.licence',
  /** Key: `${country}-${code}`; data: a state. */
  states: 'admin.states',
} as const;

/** One stored record of the administration data, or undefined. */
export async function readAdmin<T>(resource: string, companyCode: number, id: string): Promise<T | undefined> {
  const db = await getDemoDb();
  return (await db.get('records', recordKey(resource, companyCode, id)))?.data as T | undefined;
}

export async function writeAdmin(resource: string, companyCode: number, id: string, data: object): Promise<void> {
  const db = await getDemoDb();
  await db.put('records', { resource, companyCode, id, data: { ...data } as Record<string, unknown> }, recordKey(resource, companyCode, id));
}

export async function deleteAdmin(resource: string, companyCode: number, id: string): Promise<void> {
  const db = await getDemoDb();
  await db.delete('records', recordKey(resource, companyCode, id));
}

/** Every stored record of one kind for a company. */
export async function listAdmin<T>(resource: string, companyCode: number): Promise<T[]> {
  const db = await getDemoDb();
  return (await db.getAllFromIndex('records', 'byResource', [resource, companyCode])).map((row) => row.data as T);
}

/** Writes a company's starting rows of one kind the first time they are needed (never again, so deletions stay). */
export async function seedOnce(resource: string, companyCode: number, rows: () => ReadonlyArray<{ id: string; data: object }>): Promise<void> {
  const db = await getDemoDb();
  const marker = seededKey(resource, companyCode);
  if (await db.get('seeded', marker)) return;
  const tx = db.transaction(['records', 'seeded'], 'readwrite');
  if (!(await tx.objectStore('seeded').get(marker))) {
    for (const row of rows()) void tx.objectStore('records').put({ resource, companyCode, id: row.id, data: { ...row.data } as Record<string, unknown> }, recordKey(resource, companyCode, row.id));
    void tx.objectStore('seeded').put(true, marker);
  }
  await tx.done;
}
