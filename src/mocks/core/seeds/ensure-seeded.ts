import { getDemoDb, recordKey, seededKey } from '../db/demo-db';
import { findDemoCompany } from './companies';
import { ACCOUNTS_SEEDS } from './records/accounts';
import { ADMIN_SEEDS } from './records/admin';
import { CRM_SEEDS } from './records/crm';
import { FRONTDESK_SEEDS } from './records/frontdesk';
import { FRONTOFFICE_SEEDS } from './records/frontoffice';
import { HOSTELS_SEEDS } from './records/hostels';
import { HRD_SEEDS } from './records/hrd';
import { INVENTORY_SEEDS } from './records/inventory';
import { LIBRARY_SEEDS } from './records/library';
import { POS_SEEDS } from './records/pos';
import { PROCUREMENT_SEEDS } from './records/procurement';
import { PRODUCTION_SEEDS } from './records/production';
import { QC_SEEDS } from './records/qc';
import { STUDENTS_SEEDS } from './records/students';
import { TAKEAWAY_SEEDS } from './records/takeaway';
import { VEHICLES_SEEDS } from './records/vehicles';
import type { SeedSet } from './seed-set';

export const SEEDS: ReadonlyMap<string, SeedSet> = new Map(
  [
    ...ACCOUNTS_SEEDS,
    ...ADMIN_SEEDS,
    ...INVENTORY_SEEDS,
    ...PROCUREMENT_SEEDS,
    ...CRM_SEEDS,
    ...POS_SEEDS,
    ...TAKEAWAY_SEEDS,
    ...FRONTOFFICE_SEEDS,
    ...FRONTDESK_SEEDS,
    ...HOSTELS_SEEDS,
    ...HRD_SEEDS,
    ...LIBRARY_SEEDS,
    ...STUDENTS_SEEDS,
    ...VEHICLES_SEEDS,
    ...PRODUCTION_SEEDS,
    ...QC_SEEDS,
  ].map((seed) => [seed.resource.name, seed]),
);

/**
 * Puts a company's starting records of a resource in place the first time anything touches them
 * (so opening the demo database stays quick, and a deleted record never comes back).
 */
export async function ensureSeeded(resource: string, companyCode: number): Promise<void> {
  const db = await getDemoDb();
  const marker = seededKey(resource, companyCode);
  if (await db.get('seeded', marker)) return;
  const seed = SEEDS.get(resource);
  const company = findDemoCompany(companyCode);
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
