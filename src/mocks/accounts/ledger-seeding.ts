import { addDays, format, parseISO, subDays } from 'date-fns';
import type { LedgerEntry } from '../../modules/accounts/ledger/ledger-types';
import { voucherTypeLabel } from '../../modules/accounts/ledger/voucher';
import { voucherPostings } from '../../modules/accounts/ledger/voucher-rules';
import { getDemoDb, ledgerKey, recordKey, seededKey } from '../core/db/demo-db';
import { findDemoCompany } from '../core/company/companies';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { ACTIVITY_LOG, activityId } from '../core/activity-log';
import { ACCOUNTS_STORE } from './accounts-store-names';

const LEDGER_MARKER = 'accounts.ledger';
const inFlight = new Map<number, Promise<void>>();

/** Today on the demo server's clock, yyyy-MM-dd. */
export const serverToday = () => format(new Date(), 'yyyy-MM-dd');

/**
 * The bank has cleared the seeded bank entries older than sixty days, one to three days after their
 * date, so a reconciliation starts with only the last two months outstanding.
 */
function withClearing(entries: readonly LedgerEntry[], banks: ReadonlySet<string>, today: string): LedgerEntry[] {
  const settled = format(subDays(parseISO(today), 60), 'yyyy-MM-dd');
  return entries.map((entry, index) =>
    banks.has(entry.account) && entry.date < settled ? { ...entry, cleared: format(addDays(parseISO(entry.date), 1 + ((entry.voucher.length + index) % 3)), 'yyyy-MM-dd') } : entry,
  );
}

async function seedLedger(companyCode: number): Promise<void> {
  await Promise.all([ensureSeeded(ACCOUNTS_STORE.groups, companyCode), ensureSeeded(ACCOUNTS_STORE.accounts, companyCode)]);
  const db = await getDemoDb();
  const marker = seededKey(LEDGER_MARKER, companyCode);
  if (await db.get('seeded', marker)) return;
  const company = findDemoCompany(companyCode);
  const today = serverToday();
  // The year of vouchers is a chunk of its own, fetched the first time any company's books are read.
  const [{ accountsLedgerSeed }, { accountSeed }] = await Promise.all([import('./seeds/voucher-seed'), import('./seeds/chart-of-accounts')]);
  const seed = company ? accountsLedgerSeed(company, today) : null;
  const banks = new Set(company ? accountSeed(company).filter((account) => account.type === 'BAN').map((account) => account.code) : []);
  const tx = db.transaction(['records', 'ledger', 'seeded'], 'readwrite');
  if (!(await tx.objectStore('seeded').get(marker))) {
    const records = tx.objectStore('records');
    const months = new Map<string, LedgerEntry[]>();
    for (const voucher of seed?.vouchers ?? []) {
      const { id, type, createdAt, createdBy, total } = voucher.header;
      void records.put({ resource: ACCOUNTS_STORE.vouchers, companyCode, id, data: { ...voucher } }, recordKey(ACCOUNTS_STORE.vouchers, companyCode, id));
      const activity = activityId(createdAt);
      const row = { id: activity, at: createdAt, user: createdBy, module: 'accounts', action: 'Create', subject: voucherTypeLabel(type), reference: id, before: null, after: total, detail: voucher.header.narration };
      void records.put({ resource: ACTIVITY_LOG, companyCode, id: activity, data: row }, recordKey(ACTIVITY_LOG, companyCode, activity));
      for (const entry of withClearing(voucherPostings(voucher), banks, today)) {
        const month = entry.date.slice(0, 7);
        (months.get(month) ?? months.set(month, []).get(month)!).push(entry);
      }
    }
    if (seed) void records.put({ resource: ACCOUNTS_STORE.openings, companyCode, id: seed.openings.from, data: { ...seed.openings } }, recordKey(ACCOUNTS_STORE.openings, companyCode, seed.openings.from));
    const ledger = tx.objectStore('ledger');
    for (const [month, entries] of months) void ledger.put({ companyCode, month, entries }, ledgerKey(companyCode, month));
    void tx.objectStore('seeded').put(true, marker);
  }
  await tx.done;
}

/** Seeds a company's openings and a year of vouchers (with their postings and audit rows) the first time its books are read. */
export function ensureLedgerSeeded(companyCode: number): Promise<void> {
  let pending = inFlight.get(companyCode);
  if (!pending) {
    pending = seedLedger(companyCode).finally(() => inFlight.delete(companyCode));
    inFlight.set(companyCode, pending);
  }
  return pending;
}
