import { addDays, format, parseISO, subDays } from 'date-fns';
import type { LedgerEntry } from '../../../kits/accounting/ledger-types';
import { voucherTypeLabel } from '../../../modules/accounts/ledger/voucher';
import { voucherPostings } from '../../../modules/accounts/ledger/voucher-rules';
import { getDemoDb, ledgerKey, recordKey, seededKey, type DemoRecord } from '../db/demo-db';
import { findDemoCompany } from '../company/companies';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { ACTIVITY_LOG, activityId } from '../activity-log';
import { ACCOUNTS_STORE } from './store-names';
import { serverToday } from '../server-dates';

const LEDGER_MARKER = 'accounts.ledger';
const inFlight = new Map<number, Promise<void>>();

/** The last boundary worked out: a year's seed asks for the same day thousands of times. */
const sixtyDaysBefore = { today: '', date: '' };

/**
 * The bank has cleared the seeded bank entries older than sixty days, one to three days after their
 * date (`salt` picks which), so a reconciliation starts with only the last two months outstanding: the day a seeded
 * bank entry of `date` was cleared, or undefined while it is still outstanding. Other modules' seeds that post to a
 * bank use it too.
 */
export function seededClearing(date: string, today: string, salt: number): string | undefined {
  if (sixtyDaysBefore.today !== today) {
    sixtyDaysBefore.today = today;
    sixtyDaysBefore.date = format(subDays(parseISO(today), 60), 'yyyy-MM-dd');
  }
  if (date >= sixtyDaysBefore.date) return undefined;
  return format(addDays(parseISO(date), 1 + (salt % 3)), 'yyyy-MM-dd');
}

function withClearing(entries: readonly LedgerEntry[], banks: ReadonlySet<string>, today: string): LedgerEntry[] {
  return entries.map((entry, index) => {
    const cleared = banks.has(entry.account)
      ? seededClearing(entry.date, today, entry.voucher.length + index)
      : undefined;
    return cleared ? { ...entry, cleared } : entry;
  });
}

/** What seeding a company's books writes: the records (key and value) and the postings by month. */
interface LedgerSeedWrites {
  records: [key: string, value: DemoRecord][];
  months: Map<string, LedgerEntry[]>;
}

/**
 * The writes for a company and a day, computed once and kept (per browser tab or test worker): a fresh
 * database, after a reset, takes a copy of them (IndexedDB clones what it stores) instead of building the
 * year of vouchers again.
 */
const snapshots = new Map<string, Promise<LedgerSeedWrites>>();

async function buildLedgerSeed(companyCode: number, today: string): Promise<LedgerSeedWrites> {
  const company = findDemoCompany(companyCode);
  // The year of vouchers is a chunk of its own, fetched the first time any company's books are read.
  const [{ accountsLedgerSeed }, { accountSeed }] = await Promise.all([
    import('./seeds/voucher-seed'),
    import('./seeds/chart-of-accounts'),
  ]);
  const seed = company ? accountsLedgerSeed(company, today) : null;
  const banks = new Set(
    company
      ? accountSeed(company)
          .filter((account) => account.type === 'BAN')
          .map((account) => account.code)
      : [],
  );
  const records: LedgerSeedWrites['records'] = [];
  const months = new Map<string, LedgerEntry[]>();
  for (const voucher of seed?.vouchers ?? []) {
    const { id, type, createdAt, createdBy, total } = voucher.header;
    records.push([
      recordKey(ACCOUNTS_STORE.vouchers, companyCode, id),
      { resource: ACCOUNTS_STORE.vouchers, companyCode, id, data: { ...voucher } },
    ]);
    const activity = activityId(createdAt);
    const row = {
      id: activity,
      at: createdAt,
      user: createdBy,
      module: 'accounts',
      action: 'Create',
      subject: voucherTypeLabel(type),
      reference: id,
      before: null,
      after: total,
      detail: voucher.header.narration,
    };
    records.push([
      recordKey(ACTIVITY_LOG, companyCode, activity),
      { resource: ACTIVITY_LOG, companyCode, id: activity, data: row },
    ]);
    for (const entry of withClearing(voucherPostings(voucher), banks, today)) {
      const month = entry.date.slice(0, 7);
      (months.get(month) ?? months.set(month, []).get(month)!).push(entry);
    }
  }
  if (seed)
    records.push([
      recordKey(ACCOUNTS_STORE.openings, companyCode, seed.openings.from),
      { resource: ACCOUNTS_STORE.openings, companyCode, id: seed.openings.from, data: { ...seed.openings } },
    ]);
  return { records, months };
}

function ledgerSeedWrites(companyCode: number, today: string): Promise<LedgerSeedWrites> {
  const key = `${companyCode}:${today}`;
  let writes = snapshots.get(key);
  if (!writes) {
    writes = buildLedgerSeed(companyCode, today);
    snapshots.set(key, writes);
    writes.catch(() => snapshots.delete(key));
  }
  return writes;
}

async function seedLedger(companyCode: number): Promise<void> {
  await Promise.all([
    ensureSeeded(ACCOUNTS_STORE.groups, companyCode),
    ensureSeeded(ACCOUNTS_STORE.accounts, companyCode),
  ]);
  const db = await getDemoDb();
  const marker = seededKey(LEDGER_MARKER, companyCode);
  if (await db.get('seeded', marker)) return;
  const { records, months } = await ledgerSeedWrites(companyCode, serverToday());
  const tx = db.transaction(['records', 'ledger', 'seeded'], 'readwrite');
  if (!(await tx.objectStore('seeded').get(marker))) {
    const recordStore = tx.objectStore('records');
    for (const [key, value] of records) void recordStore.put(value, key);
    const ledger = tx.objectStore('ledger');
    for (const [month, entries] of months)
      void ledger.put({ companyCode, month, entries }, ledgerKey(companyCode, month));
    void tx.objectStore('seeded').put(true, marker);
  }
  await tx.done;
}

/**
 * Seeds a company's openings and a year of vouchers (with their postings and audit rows) the first time its books are
 * read.
 */
export function ensureLedgerSeeded(companyCode: number): Promise<void> {
  let pending = inFlight.get(companyCode);
  if (!pending) {
    pending = seedLedger(companyCode).finally(() => inFlight.delete(companyCode));
    inFlight.set(companyCode, pending);
  }
  return pending;
}
