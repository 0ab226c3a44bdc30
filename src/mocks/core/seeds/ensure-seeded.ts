import { getDemoDb, recordKey, seededKey } from '../db/demo-db';
import { findDemoCompany } from '../company/companies';
import { seedSetOf } from '../../seed-registry';

/**
 * Puts a company's starting records of a resource in place the first time anything touches them
 * (so opening the demo database stays quick, and a deleted record never comes back).
 */
export async function ensureSeeded(resource: string, companyCode: number): Promise<void> {
  const db = await getDemoDb();
  const marker = seededKey(resource, companyCode);
  if (await db.get('seeded', marker)) return;
  const company = findDemoCompany(companyCode);
  // The module's seed data is fetched before the transaction (which must not wait on anything else).
  const seed = company ? await seedSetOf(resource) : undefined;
  const rows = seed && company ? seed.rows(company) : [];
  const tx = db.transaction(['records', 'seeded'], 'readwrite');
  // Another request may have seeded meanwhile: the marker is checked again inside the transaction.
  if (!(await tx.objectStore('seeded').get(marker))) {
    const records = tx.objectStore('records');
    for (const row of rows) {
      const id = String(row[seed!.resource.key]);
      void records.put({ resource, companyCode, id, data: { ...row } }, recordKey(resource, companyCode, id));
    }
    void tx.objectStore('seeded').put(true, marker);
  }
  await tx.done;
}
