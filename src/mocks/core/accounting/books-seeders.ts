import { getDemoDb, type DemoDb } from '../db/demo-db';

type Ensure = (companyCode: number) => Promise<void>;

const seeders: Ensure[] = [];

/**
 * Registers a seeder whose starting records post vouchers (the school's fee receipts and paid penalties, the staff
 * advances). The books run every such seeder before anyone reads them, so they never move later because some other
 * screen (or the bell computing its notifications) first read that module's records. Registered by the modules'
 * *-seeders.ts files, loaded with the handlers. The seeder must post through the writers (postDocumentVoucher,
 * postVoucher), which read the stored postings without asking the seeders again.
 */
export function registerBooksSeeder(ensure: Ensure): void {
  if (!seeders.includes(ensure)) seeders.push(ensure);
}

/** Per open database (a reset starts afresh), each company's run of the seeders, made once. */
const runs = new WeakMap<DemoDb, Map<number, Promise<void>>>();

/** Resolves once every seeder that posts to the books has put its starting records (and their vouchers) in place. */
export async function booksSeeded(companyCode: number): Promise<void> {
  const db = await getDemoDb();
  let byCompany = runs.get(db);
  if (!byCompany) {
    byCompany = new Map();
    runs.set(db, byCompany);
  }
  let run = byCompany.get(companyCode);
  if (!run) {
    run = (async () => {
      for (const ensure of seeders) await ensure(companyCode);
    })();
    const started = byCompany;
    run.catch(() => started.delete(companyCode));
    byCompany.set(companyCode, run);
  }
  return run;
}
