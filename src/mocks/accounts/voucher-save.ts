import { can } from '../../lib/permissions/can';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { voucherId, voucherTypeLabel, type Voucher } from '../../modules/accounts/ledger/voucher';
import { voucherPostings, voucherProblems, voucherTotal } from '../../modules/accounts/ledger/voucher-rules';
import { shortfalls, shortfallText } from '../../modules/accounts/ledger/money-limits';
import { moneyPosition, refusesShortfalls } from './money-position';
import { fromPaise } from '../../lib/money/money';
import { VOUCHER_SCREENS } from '../../modules/accounts/vouchers/voucher-screens';
import { getDemoDb, recordKey } from '../core/db/demo-db';
import type { DemoSession } from '../core/sessions/auth';
import { findDemoCompany } from '../core/company/companies';
import { ACCOUNTS_STORE } from '../core/accounting/store-names';
import { logActivity } from '../core/activity-log';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { storedChart, replacePostings } from '../core/accounting/ledger-store';
import { outsideBooks } from '../core/accounting/posting-date-check';
import { ensureLedgerSeeded } from '../core/accounting/ledger-seeding';
import { serverToday } from '../core/server-dates';

export type SaveOutcome = { id: string } | { refusal: string } | { problems: Record<string, string> };

const formatDay = (date: string) => date.split('-').reverse().join('-');

/** May this user work on a date other than today (transaction 4 of the voucher's screen)? */
function mayUseOtherDates(session: DemoSession, voucher: Voucher): boolean {
  const screen = VOUCHER_SCREENS[voucher.header.type].code!;
  return can(
    { usr: { rCode: session.user.rCode }, roles: session.roles },
    code(screen.moduleCode, screen.menuCode, screen.screenCode, TRANSACTION.otherDates),
  );
}

async function storedVoucher(companyCode: number, id: string): Promise<Voucher | null> {
  const db = await getDemoDb();
  return (
    ((await db.get('records', recordKey(ACCOUNTS_STORE.vouchers, companyCode, id)))?.data as Voucher | undefined) ??
    null
  );
}

/** The day's highest number in the branch, plus one (all voucher types share the day's series). */
async function nextNumber(companyCode: number, date: string, branch: string): Promise<number> {
  const db = await getDemoDb();
  const day = `-${date.replaceAll('-', '')}-${branch}-`;
  const ids = await db.getAllKeysFromIndex('records', 'byResource', [ACCOUNTS_STORE.vouchers, companyCode]);
  let highest = 0;
  for (const key of ids) {
    const at = key.indexOf(day);
    if (at >= 0) highest = Math.max(highest, Number(key.slice(at + day.length)) || 0);
  }
  return highest + 1;
}

/**
 * The server's side of `setTransaction`: create (1) numbers the voucher for its day and branch,
 * modify (2) keeps the number and date, cancel (3) keeps the voucher, marked, posting nothing.
 * Dates other than today need transaction 4; closed dates take nothing. Every change is logged.
 */
export async function saveVoucher(session: DemoSession, input: Voucher, traCheck: 1 | 2 | 3): Promise<SaveOutcome> {
  const { companyCode } = session;
  await ensureLedgerSeeded(companyCode);
  const today = serverToday();
  const existing = traCheck === 1 ? null : await storedVoucher(companyCode, input.header.id);
  const label = voucherTypeLabel(input.header.type);
  if (traCheck !== 1) {
    if (!existing || existing.header.type !== input.header.type)
      return { refusal: `${label} ${input.header.id} no longer exists.` };
    if (existing.header.status === 'Cancelled')
      return { refusal: `${label} ${existing.header.id} is cancelled and cannot be changed.` };
    if (traCheck === 2 && input.header.date !== existing.header.date)
      return {
        refusal: `The date of a saved voucher stays ${formatDay(existing.header.date)} (its number belongs to that day); cancel it and enter a new one.`,
      };
  }
  const date = existing?.header.date ?? input.header.date;
  const locked = lockedMessage(await booksState(companyCode), date);
  if (locked) return { refusal: locked };
  if (date && date !== today && !mayUseOtherDates(session, input))
    return {
      refusal: `You are not permitted to work in other dates: the voucher date must be today (${formatDay(today)}).`,
    };
  const chart = await storedChart(companyCode);
  const problems =
    traCheck === 3 ? {} : voucherProblems(input, new Map(chart.accounts.map((account) => [account.code, account])));
  if (traCheck !== 3 && !problems['header.date']) {
    const outside = await outsideBooks(companyCode, date);
    if (outside) problems['header.date'] = outside;
  }
  if (Object.keys(problems).length > 0) return { problems };
  if (traCheck !== 3) {
    const short = await refusedShortfall(
      companyCode,
      { ...input, header: { ...input.header, date } },
      existing?.header.id ?? '',
    );
    if (short) return { refusal: short };
  }

  const now = new Date().toISOString();
  const branch = findDemoCompany(companyCode)?.bCode ?? 'E001';
  let saved: Voucher;
  if (traCheck === 3)
    saved = {
      ...existing!,
      header: { ...existing!.header, status: 'Cancelled', modifiedBy: session.userName, modifiedAt: now },
    };
  else if (existing)
    saved = {
      header: {
        ...existing.header,
        ...pick(input),
        total: fromPaise(voucherTotal(input)),
        modifiedBy: session.userName,
        modifiedAt: now,
      },
      lines: input.lines,
    };
  else {
    const number = await nextNumber(companyCode, date, branch);
    const header = {
      ...input.header,
      id: voucherId(input.header.type, date, branch, number),
      number,
      branch,
      total: fromPaise(voucherTotal(input)),
      status: 'Active' as const,
      printCount: 0,
      createdBy: session.userName,
      createdAt: now,
      modifiedBy: '',
      modifiedAt: '',
    };
    saved = { header, lines: input.lines };
  }
  const db = await getDemoDb();
  const id = saved.header.id;
  await db.put(
    'records',
    { resource: ACCOUNTS_STORE.vouchers, companyCode, id, data: { ...saved } },
    recordKey(ACCOUNTS_STORE.vouchers, companyCode, id),
  );
  await replacePostings(companyCode, id, existing?.header.date ?? null, voucherPostings(saved));
  const action = traCheck === 1 ? 'Create' : traCheck === 2 ? 'Modify' : 'Cancel';
  await logActivity(session, {
    at: now,
    module: 'accounts',
    action,
    subject: label,
    reference: id,
    before: existing?.header.total ?? null,
    after: traCheck === 3 ? 0 : saved.header.total,
    detail: saved.header.narration,
  });
  return { id };
}

/**
 * The company's rule on money accounts taken beyond their limit (cash and wallets below zero, a bank beyond its
 * overdraft): with "refuse" (setup ACC acc_short 2) the voucher is refused naming each; otherwise the screen has warned
 * the user, who chose to go on.
 */
async function refusedShortfall(companyCode: number, voucher: Voucher, savedId: string): Promise<string | null> {
  if (!(await refusesShortfalls(companyCode))) return null;
  const { accounts, balances } = await moneyPosition(companyCode, voucher.header.date, savedId);
  const found = shortfalls(
    voucherPostings({ ...voucher, header: { ...voucher.header, status: 'Active' } }),
    accounts,
    balances,
  );
  return found.length > 0 ? `Not saved: ${found.map(shortfallText).join(' ')} The company does not allow it.` : null;
}

/** What a modify may change: everything but the identity, date, status and audit fields. */
function pick(input: Voucher) {
  const { mode, counterAccount, chequeNo, chequeDate, bankName, reference, narration } = input.header;
  return { mode, counterAccount, chequeNo, chequeDate, bankName, reference, narration };
}
