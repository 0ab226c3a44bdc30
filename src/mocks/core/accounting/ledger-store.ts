import type { Chart, ChartAccount, ChartGroup, LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import { getDemoDb, ledgerKey, recordKey, type DemoDb } from '../db/demo-db';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { booksSeeded } from './books-seeders';
import { ensureLedgerSeeded } from './ledger-seeding';
import { ACCOUNTS_STORE } from './store-names';

/**
 * The demo backend's ledger: postings kept in IndexedDB a month per record, and held in memory per
 * company after the first read (a real server's warm database), so a statement over 100,000 lines
 * is a pass over an array. Writes go to both.
 */
const caches = new WeakMap<DemoDb, Map<number, Promise<LedgerEntry[]>>>();

function cacheOf(db: DemoDb) {
  let byCompany = caches.get(db);
  if (!byCompany) {
    byCompany = new Map();
    caches.set(db, byCompany);
  }
  return byCompany;
}

async function readLedger(db: DemoDb, companyCode: number): Promise<LedgerEntry[]> {
  const months = await db.getAllFromIndex('ledger', 'byCompany', companyCode);
  return months.flatMap((month) => month.entries);
}

/**
 * Every posting of a company, as the books' readers see it: the year of vouchers it is seeded with on first use, what
 * the other seeds post (booksSeeded: made before the first read, so reading another module never moves the books),
 * and everything posted since. Do not mutate.
 */
export async function ledgerEntries(companyCode: number): Promise<readonly LedgerEntry[]> {
  await booksSeeded(companyCode);
  return storedEntries(companyCode);
}

/**
 * The postings stored so far (the seeded year and what was posted since), without running the seeds that post: what
 * a posting reads before it writes, a seeder's included (asking the seeders there would call the seeder again).
 */
export async function storedEntries(companyCode: number): Promise<readonly LedgerEntry[]> {
  await ensureLedgerSeeded(companyCode);
  const db = await getDemoDb();
  const cache = cacheOf(db);
  let entries = cache.get(companyCode);
  if (!entries) {
    entries = readLedger(db, companyCode);
    cache.set(companyCode, entries);
    entries.catch(() => cache.delete(companyCode));
  }
  return entries;
}

const monthOf = (date: string) => date.slice(0, 7);

/** Replaces a voucher's postings (none when it is cancelled), in the stored months and the cache. */
export async function replacePostings(
  companyCode: number,
  voucher: string,
  previousDate: string | null,
  entries: readonly LedgerEntry[],
): Promise<void> {
  const db = await getDemoDb();
  const months = new Set(entries.map((entry) => monthOf(entry.date)));
  if (previousDate) months.add(monthOf(previousDate));
  const tx = db.transaction('ledger', 'readwrite');
  for (const month of months) {
    const key = ledgerKey(companyCode, month);
    const stored = (await tx.store.get(key))?.entries ?? [];
    const kept = stored.filter((entry) => entry.voucher !== voucher);
    await tx.store.put(
      { companyCode, month, entries: [...kept, ...entries.filter((entry) => monthOf(entry.date) === month)] },
      key,
    );
  }
  await tx.done;
  await updateCache(db, companyCode, (all) => [...all.filter((entry) => entry.voucher !== voucher), ...entries]);
}

/**
 * Replaces the postings of many vouchers at once (a batch such as the hotel's night audit, one voucher a night):
 * every voucher named by an entry or in `previousDates` (voucher -> the date it was posted on before) loses its
 * postings in the months touched and gets the entries given under its own number. One transaction and one pass over
 * the cache rather than one per voucher; afterwards each voucher stands alone, so replacePostings of one of them
 * (with no entries: cancelled) takes back that voucher only.
 */
export async function replaceManyPostings(
  companyCode: number,
  entries: readonly LedgerEntry[],
  previousDates: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const vouchers = new Set([...entries.map((entry) => entry.voucher), ...previousDates.keys()]);
  if (vouchers.size === 0) return;
  const months = new Set([...entries.map((entry) => monthOf(entry.date)), ...[...previousDates.values()].map(monthOf)]);
  const db = await getDemoDb();
  const tx = db.transaction('ledger', 'readwrite');
  for (const month of months) {
    const key = ledgerKey(companyCode, month);
    const stored = (await tx.store.get(key))?.entries ?? [];
    const kept = stored.filter((entry) => !vouchers.has(entry.voucher));
    await tx.store.put(
      { companyCode, month, entries: [...kept, ...entries.filter((entry) => monthOf(entry.date) === month)] },
      key,
    );
  }
  await tx.done;
  await updateCache(db, companyCode, (all) => [
    ...all.filter((entry) => !vouchers.has(entry.voucher) || !months.has(monthOf(entry.date))),
    ...entries,
  ]);
}

/** Sets (or clears, with '') the bank clearing date of postings of one account, by voucher. */
export async function setClearingDates(
  companyCode: number,
  account: string,
  dates: ReadonlyMap<string, string>,
): Promise<void> {
  const db = await getDemoDb();
  const tx = db.transaction('ledger', 'readwrite');
  const months = await tx.store.index('byCompany').getAll(companyCode);
  const mark = (entry: LedgerEntry): LedgerEntry => {
    if (entry.account !== account || !dates.has(entry.voucher)) return entry;
    const next: LedgerEntry = { ...entry };
    const cleared = dates.get(entry.voucher);
    if (cleared) next.cleared = cleared;
    else delete next.cleared;
    return next;
  };
  for (const month of months) {
    if (!month.entries.some((entry) => entry.account === account && dates.has(entry.voucher))) continue;
    await tx.store.put({ ...month, entries: month.entries.map(mark) }, ledgerKey(companyCode, month.month));
  }
  await tx.done;
  await updateCache(db, companyCode, (all) => all.map(mark));
}

async function updateCache(
  db: DemoDb,
  companyCode: number,
  change: (entries: readonly LedgerEntry[]) => LedgerEntry[],
) {
  const cache = cacheOf(db);
  const current = cache.get(companyCode);
  if (!current) return;
  const next = change(await current);
  cache.set(companyCode, Promise.resolve(next));
}

async function records<T>(resource: string, companyCode: number): Promise<T[]> {
  const db = await getDemoDb();
  return (await db.getAllFromIndex('records', 'byResource', [resource, companyCode])).map((row) => row.data as T);
}

/**
 * The company's chart of accounts (groups and accounts) as the statements need it: after the seeds that post have run
 * (booksSeeded), since a posting may add the account it needs (staff advances), so a report never names an account
 * it has not met yet.
 */
export async function chartOf(companyCode: number): Promise<Chart> {
  await booksSeeded(companyCode);
  return storedChart(companyCode);
}

/** The chart as stored so far, without running the seeds that post: what a posting reads, a seeder's included. */
export async function storedChart(companyCode: number): Promise<Chart> {
  await Promise.all([
    ensureSeeded(ACCOUNTS_STORE.groups, companyCode),
    ensureSeeded(ACCOUNTS_STORE.accounts, companyCode),
  ]);
  const [groups, accounts] = await Promise.all([
    records<ChartGroup>(ACCOUNTS_STORE.groups, companyCode),
    records<ChartAccount>(ACCOUNTS_STORE.accounts, companyCode),
  ]);
  return { groups, accounts };
}

/** Every opening set of the company (the books' start, and one per closed year), oldest first. */
export async function openingSets(companyCode: number): Promise<OpeningSet[]> {
  await ensureLedgerSeeded(companyCode);
  return (await records<OpeningSet>(ACCOUNTS_STORE.openings, companyCode)).sort((a, b) => a.from.localeCompare(b.from));
}

/** Stores (or replaces) the opening set that starts on `set.from`. */
export async function saveOpeningSet(companyCode: number, set: OpeningSet): Promise<void> {
  const db = await getDemoDb();
  await db.put(
    'records',
    {
      resource: ACCOUNTS_STORE.openings,
      companyCode,
      id: set.from,
      data: { from: set.from, balances: set.balances.map((line) => ({ ...line })) },
    },
    recordKey(ACCOUNTS_STORE.openings, companyCode, set.from),
  );
}
