import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Product } from '../../../lib/api/products-api';
import type { LedgerEntry } from '../../../kits/accounting/ledger-types';
import { DEMO_COMPANIES } from '../company/companies';
import { buildDemoUserRecords, type DemoUserRecord } from '../company/users';

export const DEMO_DB_NAME = 'erp-demo';
/**
 * 2: the per-edition permission codes (users re-seeded) and the master-data records; 3: the accounts ledger (users
 * re-seeded with voucher rights).
 */
const DEMO_DB_VERSION = 3;

/** One master-data record of one company, as the generic resource handlers keep it. */
export interface DemoRecord {
  resource: string;
  companyCode: number;
  id: string;
  data: Record<string, unknown>;
}

/** One month of one company's ledger postings (amounts in paise): the statements read a year in a dozen reads. */
export interface DemoLedgerMonth {
  companyCode: number;
  /** yyyy-MM. */
  month: string;
  entries: LedgerEntry[];
}

/** A bearer token issued at sign-in. */
export interface DemoToken {
  token: string;
  companyCode: number;
  userName: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface DemoSchema extends DBSchema {
  /** Out-of-line key: userKey(companyCode, userName). */
  users: { key: string; value: DemoUserRecord };
  tokens: { key: string; value: DemoToken };
  /** The shop's catalogue (written by the shop's handler on first use). */
  products: { key: string; value: Product };
  /** Key: recordKey(resource, companyCode, id). */
  records: { key: string; value: DemoRecord; indexes: { byResource: [string, number] } };
  /** Which company's starting records of which resource are in place: key seededKey(resource, companyCode). */
  seeded: { key: string; value: true };
  /** Key: ledgerKey(companyCode, month). */
  ledger: { key: string; value: DemoLedgerMonth; indexes: { byCompany: number } };
}

export type DemoDb = IDBPDatabase<DemoSchema>;

/** Key of a user record: `${companyCode}:${userName in lower case}`. */
export function userKey(companyCode: number, userName: string): string {
  return `${companyCode}:${userName.trim().toLowerCase()}`;
}

export function recordKey(resource: string, companyCode: number, id: string): string {
  return `${resource}:${companyCode}:${id}`;
}

export function seededKey(resource: string, companyCode: number): string {
  return `${resource}:${companyCode}`;
}

export function ledgerKey(companyCode: number, month: string): string {
  return `${companyCode}:${month}`;
}

let dbPromise: Promise<DemoDb> | null = null;

async function openDemoDb(): Promise<DemoDb> {
  // Hashing is asynchronous, so it happens before the upgrade transaction (which must not wait).
  const users = await buildDemoUserRecords(DEMO_COMPANIES);
  const db = await openDB<DemoSchema>(DEMO_DB_NAME, DEMO_DB_VERSION, {
    upgrade(database, oldVersion, _newVersion, tx) {
      // The open promise resolves only after this upgrade transaction has committed.
      if (oldVersion < 1) {
        database.createObjectStore('users');
        database.createObjectStore('tokens', { keyPath: 'token' });
        database.createObjectStore('products', { keyPath: '_id' });
      }
      if (oldVersion < 2) {
        // Master data is seeded per company and resource on first use (see ensureSeeded).
        const records = database.createObjectStore('records');
        records.createIndex('byResource', ['resource', 'companyCode']);
        database.createObjectStore('seeded');
      }
      if (oldVersion < 3) {
        database.createObjectStore('ledger').createIndex('byCompany', 'companyCode');
        // The users' roles changed with versions 2 and 3: they are written afresh.
        const userStore = tx.objectStore('users');
        void userStore.clear();
        for (const user of users) void userStore.put(user, userKey(user.companyCode, user.userName));
      }
    },
    blocking() {
      // Another tab wants a newer version: let it proceed; the next call reopens.
      void closeDemoDb();
    },
    terminated() {
      dbPromise = null;
    },
  });
  return db;
}

/** The demo database, opened (and seeded on first use) once. */
export function getDemoDb(): Promise<DemoDb> {
  if (!dbPromise) {
    const opening = openDemoDb();
    dbPromise = opening;
    opening.catch(() => {
      if (dbPromise === opening) dbPromise = null;
    });
  }
  return dbPromise;
}

/** Closes the connection and forgets it; the data stays (the next getDemoDb reopens). */
export async function closeDemoDb(): Promise<void> {
  const pending = dbPromise;
  dbPromise = null;
  if (!pending) return;
  try {
    (await pending).close();
  } catch {
    // It never opened: nothing to close.
  }
}

/** Closes and deletes the database (tests call this between cases); the next use re-seeds. */
export async function resetDemoDb(): Promise<void> {
  await closeDemoDb();
  await deleteDB(DEMO_DB_NAME);
}
