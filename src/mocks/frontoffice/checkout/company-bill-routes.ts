import { http, HttpResponse } from 'msw';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import {
  COMPANY_BILL_ENDPOINTS as API,
  TENDER_MODES,
  type CompanyBillRequirements,
  type ReceivingAccount,
} from '../../../modules/frontoffice/checkout/domain/checkout-types';
import { oldestFirst } from '../../../modules/frontoffice/checkout/domain/company-allocation';
import { readJson } from '../../core/read-json';
import { requireSession } from '../../core/sessions/auth';
import { sourceAccounts } from '../../core/accounting/payment-sources';
import { reportDate } from '../../core/server-dates';
import { foSession, foWrite, refusal } from '../fo-session';
import { hotelDate } from '../fo-store';
import { companyBillsOf, companyReceiptOf, companyReceiptsOf, writeCompanyReceipt } from './checkout-store';
import { saveCompanyReceipt } from './company-receipt-save';
import { logFo, text } from './checkout-wire';

const SCREEN = FRONT_OFFICE.companyBills;
const ACCOUNT_MODE = { CAS: 'CASH', BAN: 'CARD', MOB: 'UPI' } as const;

/** Company bills and collections: the bills, what may be received, a receipt, the receipts, their print. */
export const companyBillRoutes = [
  http.post(`*/${API.list}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const company = text(body.detail);
    const pendingOnly = text(body.recordId) !== 'ALL';
    const bills = (await companyBillsOf(session.companyCode)).filter(
      (bill) => (!company || bill.company === company) && (!pendingOnly || toPaise(bill.pending) > 0),
    );
    return HttpResponse.json(oldestFirst(bills));
  }),
  http.post(`*/${API.requirements}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const pending = new Map<string, { code: string; name: string; pending: number }>();
    for (const bill of await companyBillsOf(session.companyCode)) {
      const row = pending.get(bill.company) ?? { code: bill.company, name: bill.companyName, pending: 0 };
      pending.set(bill.company, { ...row, pending: row.pending + toPaise(bill.pending) });
    }
    const accounts: ReceivingAccount[] = sourceAccounts(session).flatMap((account) => {
      const mode = ACCOUNT_MODE[account.typ];
      return mode && TENDER_MODES.includes(mode) ? [{ code: account.code, detail: account.detail, mode }] : [];
    });
    const answer: CompanyBillRequirements = {
      hotelDate: await hotelDate(session.companyCode),
      companies: [...pending.values()]
        .map((row) => ({ ...row, pending: fromPaise(row.pending) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      accounts,
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.receive}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return foWrite(request, session, async () => {
      const saved = await saveCompanyReceipt(session, body);
      if (typeof saved === 'string') return refusal(saved);
      await logFo(
        session,
        'Created',
        'Company receipt',
        saved.receiptNo,
        `${saved.receiptNo} from ${saved.companyName}`,
        saved.amount,
      );
      return HttpResponse.json({ result: 'OK', seq: saved.receiptNo, recordId: saved.receiptNo });
    });
  }),
  http.post(`*/${API.receipts}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = reportDate(body.frmDate);
    const to = reportDate(body.toDate);
    const rows = (await companyReceiptsOf(session.companyCode)).filter(
      (receipt) => (!from || receipt.dat >= from) && (!to || receipt.dat <= to),
    );
    return HttpResponse.json(rows.sort((a, b) => b.receiptNo.localeCompare(a.receiptNo, 'en', { numeric: true })));
  }),
  http.post(`*/${API.receipt}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(
      (await companyReceiptOf(session.companyCode, text((await readJson(request)).recordId))) ?? null,
    );
  }),
  // Print (7) the first time, reprint (8) after; counted and logged.
  http.post(`*/${API.printReceipt}`, async ({ request }) => {
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const receiptNo = text((await readJson(request)).recordId);
    const found = await companyReceiptOf(peek.companyCode, receiptNo);
    const session = await foSession(
      request,
      SCREEN,
      found && found.printCount > 0 ? TRANSACTION.reprint : TRANSACTION.print,
      'write',
    );
    if (session instanceof Response) return session;
    return foWrite(request, session, async () => {
      const receipt = await companyReceiptOf(session.companyCode, receiptNo);
      if (!receipt) return refusal(`There is no receipt ${receiptNo}.`);
      const copy = receipt.printCount + 1;
      await writeCompanyReceipt(session.companyCode, { ...receipt, printCount: copy });
      await logFo(session, copy > 1 ? 'Reprint' : 'Print', 'Company receipt', receipt.receiptNo, `Copy ${copy}`);
      return HttpResponse.json({ result: 'OK', copy });
    });
  }),
];
