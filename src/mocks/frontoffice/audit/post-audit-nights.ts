import type { LedgerEntry } from '../../../kits/accounting/ledger-types';
import { fromPaise } from '../../../lib/money/money';
import type { PlannedNight } from '../../../modules/frontoffice/audit/domain/night-audit';
import type { FolioLine } from '../../../modules/frontoffice/domain/stay-types';
import { ledgerEntries, replaceManyPostings, storedEntries } from '../../core/accounting/ledger-store';
import { getDemoDb, recordKey } from '../../core/db/demo-db';
import type { DemoSession } from '../../core/sessions/auth';
import { FO_STORE } from '../fo-store';
import { nowStamp } from '../fo-session';
import { foLedgerAccounts } from '../fo-postings';
import { nightLineId } from '../folio-posting';
import { nightTariffText } from '../../../modules/frontoffice/folio/domain/folio-words';

/** The folio line of a planned night: the very line chargeNights (folio-posting.ts) writes for it. */
function nightLine(planned: PlannedNight, user: string, at: string, id: string): FolioLine {
  const { stay, night, slot, percent } = planned;
  return {
    id,
    stayNo: stay.stayNo,
    dat: night,
    at,
    kind: 'ROOM',
    head: 'ROOM',
    reference: night,
    description: nightTariffText(stay.room, night, slot.mealPlan, percent),
    amount: fromPaise(planned.amount),
    cgst: fromPaise(planned.cgst),
    sgst: fromPaise(planned.sgst),
    debit: fromPaise(planned.debit),
    credit: 0,
    room: stay.room,
    user,
    voucher: id,
    cancelled: false,
  };
}

interface NightAccounts {
  guest: string;
  revenue: string;
  cgst: string;
  sgst: string;
}

/**
 * A night's voucher entries exactly as postFoVoucher posts them for chargeNights: Dr guest ledger the night's total,
 * Cr room revenue, CGST and SGST (a zero credit left out); each entry's counter is the largest account on the other
 * side.
 */
function nightEntries(row: FolioLine, planned: PlannedNight, accounts: NightAccounts): LedgerEntry[] {
  const credits = (
    [
      [accounts.revenue, planned.amount],
      [accounts.cgst, planned.cgst],
      [accounts.sgst, planned.sgst],
    ] as const
  ).filter(([, amount]) => amount !== 0);
  const lines = [
    { account: accounts.guest, debit: planned.debit, credit: 0 },
    ...credits.map(([account, amount]) => ({ account, debit: 0, credit: amount })),
  ];
  const largest = (side: 'debit' | 'credit') => [...lines].sort((a, b) => b[side] - a[side])[0]?.account ?? '';
  return lines.map((line) => ({
    voucher: row.voucher,
    type: 'JOU',
    date: row.dat,
    account: line.account,
    counter: line.debit > 0 ? largest('credit') : largest('debit'),
    debit: line.debit,
    credit: line.credit,
    narration: `${row.stayNo} ${row.description}`,
  }));
}

interface NightWrite {
  userName: string;
  /** When a night's line is stamped. */
  at: (night: string) => string;
  /** No line of these stays exists yet (the starting history): each night takes its first id. */
  fresh: boolean;
}

/**
 * Charges every planned night at once (night audit of a whole hotel): the same folio lines and the same vouchers,
 * one per night under the line's id, as chargeNights writes stay by stay, but with the accounts found once, the
 * folio lines written in one transaction and the ledger's month records rewritten once rather than once a night.
 * Call inside the company's write queue (foWrite).
 */
export async function postAuditNights(session: DemoSession, nights: readonly PlannedNight[]): Promise<FolioLine[]> {
  if (nights.length === 0) return [];
  await ledgerEntries(session.companyCode); // the year of demo vouchers is seeded first, as postFoVoucher does
  const at = nowStamp();
  return writeNights(session.companyCode, nights, { userName: session.userName, at: () => at, fresh: false });
}

/**
 * The hotel's starting history: its nights before today, posted as the audits would have posted them. A books seeder
 * runs this, so it reads the stored postings without asking the seeders again; a repeat writes the same ids.
 */
export async function seedAuditNights(
  companyCode: number,
  nights: readonly PlannedNight[],
  at: (night: string) => string,
): Promise<FolioLine[]> {
  if (nights.length === 0) return [];
  await storedEntries(companyCode);
  return writeNights(companyCode, nights, { userName: 'admin', at, fresh: true });
}

async function writeNights(
  companyCode: number,
  nights: readonly PlannedNight[],
  how: NightWrite,
): Promise<FolioLine[]> {
  const account = await foLedgerAccounts(companyCode);
  const [guest, revenue, cgst, sgst] = await Promise.all([
    account('guest'),
    account('roomRevenue'),
    account({ tax: 'CGST' }),
    account({ tax: 'SGST' }),
  ]);
  const db = await getDemoDb();
  // The ids already used on these stays' folios (a cancelled night keeps its line: charged again under a new id).
  const keys = how.fresh ? new Set<string>() : await folioKeys(companyCode, nights);
  const taken = (id: string) => keys.has(recordKey(FO_STORE.folioLines, companyCode, id));
  const rows = nights.map((planned) =>
    nightLine(planned, how.userName, how.at(planned.night), nightLineId(planned.stay.stayNo, planned.night, taken)),
  );
  const entries = rows.flatMap((row, index) => nightEntries(row, nights[index]!, { guest, revenue, cgst, sgst }));
  // Each night is its own voucher (its line's id), replaced as a whole if it was ever posted: cancelling one night
  // later (cancelFolioLine) takes back that night alone.
  await replaceManyPostings(companyCode, entries);
  const tx = db.transaction('records', 'readwrite');
  for (const row of rows)
    void tx.store.put(
      { resource: FO_STORE.folioLines, companyCode, id: row.id, data: { ...row } },
      recordKey(FO_STORE.folioLines, companyCode, row.id),
    );
  await tx.done;
  return rows;
}

/** The stored keys of the folio lines of the stays these nights belong to. */
async function folioKeys(companyCode: number, nights: readonly PlannedNight[]): Promise<Set<string>> {
  const db = await getDemoDb();
  const read = db.transaction('records', 'readonly');
  const prefixes = [
    ...new Set(nights.map((planned) => recordKey(FO_STORE.folioLines, companyCode, `${planned.stay.stayNo}|`))),
  ];
  return new Set(
    (await Promise.all(prefixes.map((prefix) => read.store.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`)))))
      .flat()
      .map(String),
  );
}
