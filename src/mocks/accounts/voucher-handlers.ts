import { http, HttpResponse } from 'msw';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { ACCOUNTS_ENDPOINTS } from '../../modules/accounts/accounts-endpoints';
import type { VoucherType } from '../../kits/accounting/ledger-types';
import { voucherTypeLabel, type Voucher } from '../../modules/accounts/ledger/voucher';
import { VOUCHER_SCREENS } from '../../modules/accounts/vouchers/voucher-screens';
import { getDemoDb, recordKey } from '../core/db/demo-db';
import { authorise, type Access } from '../core/sessions/authorise';
import { readJson, validationAnswer } from '../core/read-json';
import { ACCOUNTS_STORE } from '../core/accounting/store-names';
import { logActivity } from '../core/activity-log';
import { ensureLedgerSeeded } from '../core/accounting/ledger-seeding';
import { serverToday } from '../core/server-dates';
import { moneyPosition, refusesShortfalls } from './money-position';
import { fromPaise } from '../../lib/money/money';
import type { MoneyBalancesAnswer } from '../../modules/accounts/ledger/money-limits';
import { isVoucherType, readVoucher } from './voucher-input';
import { saveVoucher } from './voucher-save';
import { answerOnce } from '../core/idempotency';

function authoriseFor(request: Request, type: VoucherType, transaction: number, access: Access) {
  const screen = VOUCHER_SCREENS[type].code!;
  return authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction), access);
}

const typeOfId = (id: string): VoucherType | null => {
  const prefix = id.split('-')[0];
  return isVoucherType(prefix) ? prefix : null;
};

async function vouchersOf(companyCode: number): Promise<Voucher[]> {
  await ensureLedgerSeeded(companyCode);
  const db = await getDemoDb();
  return (await db.getAllFromIndex('records', 'byResource', [ACCOUNTS_STORE.vouchers, companyCode])).map(
    (row) => row.data as unknown as Voucher,
  );
}

async function readStored(companyCode: number, id: string) {
  await ensureLedgerSeeded(companyCode);
  const db = await getDemoDb();
  return (await db.get('records', recordKey(ACCOUNTS_STORE.vouchers, companyCode, id)))?.data as Voucher | undefined;
}

/** `getTransactionsList {detail: type, frmDate, toDate?}`: the type's voucher headers from a date, newest first. */
const listHandler = http.post(`*/${ACCOUNTS_ENDPOINTS.vouchers}`, async ({ request }) => {
  const body = await readJson(request);
  if (!isVoucherType(body.detail))
    return HttpResponse.json({ message: 'detail must be a voucher type: PAY, REC, JOU or TRA.' }, { status: 400 });
  const session = await authoriseFor(request, body.detail, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const from = typeof body.frmDate === 'string' ? body.frmDate : '';
  const to = typeof body.toDate === 'string' && body.toDate ? body.toDate : '9999-12-31';
  const headers = (await vouchersOf(session.companyCode))
    .filter(
      (voucher) => voucher.header.type === body.detail && voucher.header.date >= from && voucher.header.date <= to,
    )
    .map((voucher) => voucher.header)
    .sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number);
  return HttpResponse.json(headers);
});

/** `getTransactionDetail {recordId}` -> `{header, lines}` or null. */
const detailHandler = http.post(`*/${ACCOUNTS_ENDPOINTS.voucher}`, async ({ request }) => {
  const id = String((await readJson(request)).recordId ?? '');
  const type = typeOfId(id);
  if (!type) return HttpResponse.json(null);
  const session = await authoriseFor(request, type, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json((await readStored(session.companyCode, id)) ?? null);
});

/**
 * Ours: `getMoneyBalances {detail: type, frmDate, recordId?}`: the money accounts' balances on the date, for the form's
 * warning.
 */
const moneyHandler = http.post(`*/${ACCOUNTS_ENDPOINTS.moneyBalances}`, async ({ request }) => {
  const body = await readJson(request);
  if (!isVoucherType(body.detail))
    return HttpResponse.json({ message: 'detail must be a voucher type: PAY, REC, JOU or TRA.' }, { status: 400 });
  const session = await authoriseFor(request, body.detail, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const date =
    typeof body.frmDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.frmDate) ? body.frmDate : serverToday();
  const { accounts, balances } = await moneyPosition(
    session.companyCode,
    date,
    typeof body.recordId === 'string' ? body.recordId : '',
  );
  const answer: MoneyBalancesAnswer = {
    refuse: await refusesShortfalls(session.companyCode),
    accounts: [...accounts.values()].map((account) => ({
      code: account.code,
      name: account.name,
      type: account.type,
      balance: fromPaise(balances.get(account.code) ?? 0),
      overdraftLimit: fromPaise(account.overdraftLimit ?? 0),
    })),
  };
  return HttpResponse.json(answer);
});

/** `setTransaction {header, lines, tracheck}`: create, modify or cancel, each checked against the stored roles. */
const saveHandler = http.post(`*/${ACCOUNTS_ENDPOINTS.saveVoucher}`, async ({ request }) => {
  const body = await readJson(request);
  const traCheck = Number(body.tracheck ?? body.traCheck);
  if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
    return HttpResponse.json({ result: 'tracheck must be 1 (create), 2 (modify) or 3 (cancel).' });
  const voucher = readVoucher(body);
  if (!voucher) return HttpResponse.json({ result: 'The voucher type must be PAY, REC, JOU or TRA.' });
  const session = await authoriseFor(request, voucher.header.type, traCheck, 'write');
  if (session instanceof Response) return session;
  // A retried save (same Idempotency-Key) gets the first answer: no second voucher.
  return answerOnce(request, session, async () => {
    const outcome = await saveVoucher(session, voucher, traCheck);
    if ('problems' in outcome) return validationAnswer(outcome.problems);
    if ('refusal' in outcome) return HttpResponse.json({ result: outcome.refusal });
    return HttpResponse.json({ recordId: outcome.id, result: 'OK' });
  });
});

/** `accPrintVoucher {recordId}`: transaction 7 the first time, 8 (reprint) after; counts prints. */
const printHandler = http.post(`*/${ACCOUNTS_ENDPOINTS.printVoucher}`, async ({ request }) => {
  const id = String((await readJson(request)).recordId ?? '');
  const type = typeOfId(id);
  if (!type) return HttpResponse.json({ result: `There is no voucher ${id}.` });
  const peek = await authoriseFor(request, type, TRANSACTION.view, 'read');
  if (peek instanceof Response) return peek;
  const stored = await readStored(peek.companyCode, id);
  if (!stored) return HttpResponse.json({ result: `There is no voucher ${id}.` });
  if (stored.header.status === 'Cancelled')
    return HttpResponse.json({ result: `${voucherTypeLabel(type)} ${id} is cancelled.` });
  const reprint = stored.header.printCount > 0;
  const session = await authoriseFor(request, type, reprint ? TRANSACTION.reprint : TRANSACTION.print, 'write');
  if (session instanceof Response) return session;
  const record: Voucher = { ...stored, header: { ...stored.header, printCount: stored.header.printCount + 1 } };
  const db = await getDemoDb();
  await db.put(
    'records',
    { resource: ACCOUNTS_STORE.vouchers, companyCode: session.companyCode, id, data: { ...record } },
    recordKey(ACCOUNTS_STORE.vouchers, session.companyCode, id),
  );
  await logActivity(session, {
    module: 'accounts',
    action: reprint ? 'Reprint' : 'Print',
    subject: voucherTypeLabel(type),
    reference: id,
    detail: `Copy ${record.header.printCount}`,
  });
  return HttpResponse.json({ recordId: id, result: 'OK', filename: `${id}.pdf`, record });
});

export const voucherHandlers = [listHandler, detailHandler, moneyHandler, saveHandler, printHandler];
