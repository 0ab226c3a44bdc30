import { http, HttpResponse, type HttpHandler } from 'msw';
import { withTransaction } from '../../lib/permissions/permission-code';
import { ACCOUNTS } from '../../menus/catalogue/accounts';
import { ACCOUNTS_ENDPOINTS } from '../../modules/accounts/accounts-endpoints';
import { clearingProblem } from '../../modules/accounts/brs/brs-rules';
import { bankMovements, reconciliationAnswer, rowsToReconcile } from '../../modules/accounts/brs/brs-statement';
import type { BankEntryRow, ClearingChange } from '../../modules/accounts/brs/brs-types';
import type { Chart, ChartAccount } from '../../kits/accounting/ledger-types';
import { fromPaise, sumPaise } from '../../lib/money/money';
import type { Voucher } from '../../modules/accounts/ledger/voucher';
import { toWire } from '../../modules/accounts/reports/wire-money';
import { getDemoDb, recordKey } from '../core/db/demo-db';
import { authorise } from '../core/sessions/authorise';
import { readJson } from '../core/read-json';
import { ACCOUNTS_STORE } from '../core/accounting/store-names';
import { logActivity } from '../core/activity-log';
import { serverToday } from '../core/server-dates';
import { chartOf, ledgerEntries, openingSets, setClearingDates } from '../core/accounting/ledger-store';

const SCREEN = ACCOUNTS.bankReconciliation.code!;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const refuseRead = (message: string) => HttpResponse.json({ message }, { status: 400 });

/** The bank account the body names, or why it cannot be reconciled. */
function bankAccount(chart: Chart, code: unknown): ChartAccount | string {
  const wanted = text(code);
  const account = chart.accounts.find((candidate) => text(candidate.code) === wanted);
  if (!account) return wanted ? `There is no account ${wanted}.` : 'Choose a bank account.';
  return account.type === 'BAN' ? account : `${text(account.name)} is not a bank account.`;
}

const namesOf = (chart: Chart) => {
  const names = new Map(chart.accounts.map((account) => [text(account.code), text(account.name)]));
  return (code: string) => names.get(code) ?? code;
};

/** The rows with their vouchers' cheque numbers (or references) and narrations, read from the voucher records. */
async function withVoucherDetails(companyCode: number, rows: readonly BankEntryRow[]): Promise<BankEntryRow[]> {
  const db = await getDemoDb();
  const tx = db.transaction('records');
  const vouchers = await Promise.all(
    rows.map((row) => tx.store.get(recordKey(ACCOUNTS_STORE.vouchers, companyCode, row.voucher))),
  );
  await tx.done;
  return rows.map((row, index) => {
    const header = (vouchers[index]?.data as Voucher | undefined)?.header;
    if (!header) return row;
    return {
      ...row,
      reference: text(header.chequeNo).trim() || text(header.reference).trim(),
      narration: text(header.narration) || row.narration,
    };
  });
}

/**
 * `GetBankEntries {account, fromDate, toDate}`: a bank account's entries to reconcile and the figures as on toDate, in
 * rupees.
 */
const readHandler = http.post(`*/${ACCOUNTS_ENDPOINTS.reconciliation}`, async ({ request }) => {
  const session = await authorise(request, SCREEN, 'read');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const { companyCode } = session;
  const chart = await chartOf(companyCode);
  const account = bankAccount(chart, body.account);
  if (typeof account === 'string') return refuseRead(account);
  const [from, to] = [text(body.fromDate), text(body.toDate)];
  if (!DAY.test(from) || !DAY.test(to)) return refuseRead('Give the period as yyyy-MM-dd dates.');
  if (from > to) return refuseRead('The first date comes after the last.');
  const [openings, entries] = await Promise.all([openingSets(companyCode), ledgerEntries(companyCode)]);
  const code = text(account.code);
  const rows = await withVoucherDetails(
    companyCode,
    rowsToReconcile(bankMovements(entries, code, namesOf(chart)), from, to),
  );
  return HttpResponse.json(
    toWire(reconciliationAnswer({ account: code, name: text(account.name), from, to, openings, entries, rows })),
  );
});

/** The body's `cleared` list, or the refusal of its shape. */
function readChanges(value: unknown): ClearingChange[] | string {
  const shape =
    'Send the clearing dates as cleared: [{voucher, date}] with dates as yyyy-MM-dd (or empty to take a date off).';
  if (!Array.isArray(value)) return shape;
  const changes: ClearingChange[] = [];
  for (const item of value as unknown[]) {
    const change = item as Partial<Record<keyof ClearingChange, unknown>> | null;
    if (
      typeof change !== 'object' ||
      change === null ||
      typeof change.voucher !== 'string' ||
      typeof change.date !== 'string'
    )
      return shape;
    changes.push({ voucher: change.voucher, date: change.date });
  }
  return changes.length > 0 ? changes : 'There are no clearing dates to save.';
}

/**
 * The amount of the rows not cleared (deposits and withdrawals together), rupees: the audit trail's before and after.
 */
const unclearedAmount = (rows: readonly BankEntryRow[], dates: ReadonlyMap<string, string> = new Map()) =>
  fromPaise(
    sumPaise(rows.filter((row) => (dates.get(row.key) ?? row.cleared) === '').map((row) => row.debit + row.credit)),
  );

/**
 * `SetClearingDates {account, cleared: [{voucher, date}]}` (modify): each date on or after its
 * entry's date and not after today, else the whole save is refused naming the voucher. Logged.
 */
const saveHandler = http.post(`*/${ACCOUNTS_ENDPOINTS.saveReconciliation}`, async ({ request }) => {
  const session = await authorise(request, withTransaction(SCREEN, 'modify'), 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const { companyCode } = session;
  const chart = await chartOf(companyCode);
  const account = bankAccount(chart, body.account);
  if (typeof account === 'string') return HttpResponse.json({ result: account });
  const changes = readChanges(body.cleared);
  if (typeof changes === 'string') return HttpResponse.json({ result: changes });
  const code = text(account.code);
  const rows = bankMovements(await ledgerEntries(companyCode), code, namesOf(chart));
  const byVoucher = new Map(rows.map((row) => [row.voucher, row]));
  const today = serverToday();
  for (const change of changes) {
    const row = byVoucher.get(change.voucher);
    if (!row) return HttpResponse.json({ result: `${change.voucher} has no entry in ${text(account.name)}.` });
    const problem = clearingProblem(row.date, change.date, today);
    if (problem) return HttpResponse.json({ result: `${change.voucher}: ${problem}` });
  }
  const dates = new Map(changes.map((change) => [change.voucher, change.date]));
  await setClearingDates(companyCode, code, dates);
  const cleared = changes.filter((change) => change.date !== '').length;
  const taken = changes.length - cleared;
  const detail = `${cleared} ${cleared === 1 ? 'entry' : 'entries'} cleared${taken > 0 ? `, ${taken} uncleared` : ''}`;
  await logActivity(session, {
    module: 'accounts',
    action: 'Reconcile',
    subject: 'Bank reconciliation',
    reference: code,
    before: unclearedAmount(rows),
    after: unclearedAmount(rows, dates),
    detail,
  });
  return HttpResponse.json({ recordId: code, result: 'OK' });
});

/** The bank reconciliation screen's calls: the entries to reconcile, and saving clearing dates. */
export const brsHandlers: HttpHandler[] = [readHandler, saveHandler];
