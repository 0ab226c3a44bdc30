import { http, HttpResponse } from 'msw';
import { fromPaise } from '../../lib/money/money';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { pendingBills } from '../../kits/accounting/party-ledger';
import { nextPaymentNumber } from '../../modules/procurement/domain/purchase-numbers';
import {
  PAYMENT_ENDPOINTS,
  type PaymentHeader,
  type PendingBillRow,
} from '../../modules/procurement/payments/payment-types';
import { serverToday } from '../core/server-dates';
import { amountMoved, logActivity, type ActivityActor } from '../core/activity-log';
import { answerOnce } from '../core/idempotency';
import { readJson } from '../core/read-json';
import { requireSession } from '../core/sessions/auth';
import { authorise, type Access } from '../core/sessions/authorise';
import { sourceAccounts } from '../core/accounting/payment-sources';
import { inPeriod } from '../core/server-dates';
import { oneAtATime } from '../core/write-queue';
import { refusal } from '../core/sessions/screen-session';
import { savedRecordId } from '../core/registers/saved-record';
import { cancelPayment, savePayment } from './payment-save';
import { paymentOf, paymentsOf, storePayment } from './payment-store';
import { partyLedger } from './party-ledger-store';
import { supplierNames } from '../core/inward/receipt-context';
import { wireDate } from '../core/server-dates';

// Ours: the screen's own code 2.3.888 (a vendor screen: view 0, create 1, cancel 3, print 7); the server's checks are
// not public.
const screen = PROCUREMENT.purStockPayments.code!;
const check = (request: Request, transaction: number, access: Access) =>
  authorise(
    request,
    code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction),
    access,
    access === 'read',
  );

const activity = (actor: ActivityActor, action: 'Created' | 'Cancelled', header: PaymentHeader) =>
  logActivity(actor, {
    module: 'procurement',
    action,
    subject: 'Supplier payment',
    reference: header.seq,
    ...amountMoved(action, header.amt),
    detail: `${header.seq} to ${header.vendorname}`,
  });

/** Runs a write once per key, one at a time per company, logging what went through. */
function write(
  request: Request,
  session: { companyCode: number; userName: string },
  action: 'Created' | 'Cancelled',
  work: () => Promise<Response>,
) {
  return answerOnce(request, session, () =>
    oneAtATime(session.companyCode, async () => {
      const answer = await work();
      const recordId = await savedRecordId(answer);
      const stored = recordId === undefined ? undefined : await paymentOf(session.companyCode, recordId);
      if (stored) await activity(session, action, stored.header);
      return answer;
    }),
  );
}

export const paymentHandlers = [
  http.post(`*/${PAYMENT_ENDPOINTS.requirements}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const today = serverToday();
    const seqs = (await paymentsOf(session.companyCode)).map((payment) => payment.header.seq);
    const suppliers = [...(await supplierNames(session.companyCode))].map(([supplier, name]) => ({
      code: supplier,
      name,
    }));
    return HttpResponse.json({
      seq: nextPaymentNumber(today, seqs),
      dat: today,
      suppliers,
      accounts: sourceAccounts(session),
    });
  }),
  http.post(`*/${PAYMENT_ENDPOINTS.pendingBills}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const vendorid = String((await readJson(request)).detail ?? '');
    const bills = pendingBills(await partyLedger(session.companyCode), vendorid);
    return HttpResponse.json(
      bills.map(
        (bill): PendingBillRow => ({
          billId: bill.transactionId,
          dat: bill.dat,
          billAmt: fromPaise(bill.billPaise),
          pending: fromPaise(bill.pendingPaise),
        }),
      ),
    );
  }),
  http.post(`*/${PAYMENT_ENDPOINTS.list}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const rows = (await paymentsOf(session.companyCode))
      .map((payment) => payment.header)
      .filter((header) => inPeriod(header.dat, wireDate(body.frmDate), wireDate(body.toDate)));
    return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq)));
  }),
  http.post(`*/${PAYMENT_ENDPOINTS.one}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(
      (await paymentOf(session.companyCode, Number((await readJson(request)).recordId))) ?? null,
    );
  }),
  http.post(`*/${PAYMENT_ENDPOINTS.save}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const raw = await readJson(request);
    return write(request, session, 'Created', () => savePayment(session, raw));
  }),
  http.post(`*/${PAYMENT_ENDPOINTS.cancel}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    const recordId = Number((await readJson(request)).recordId);
    return write(request, session, 'Cancelled', async () => {
      const payment = await paymentOf(session.companyCode, recordId);
      return payment ? cancelPayment(session.companyCode, payment) : refusal(`Payment ${recordId} no longer exists.`);
    });
  }),
  // 7 the first time, 8 (reprint) after; counted and logged.
  http.post(`*/${PAYMENT_ENDPOINTS.print}`, async ({ request }) => {
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const payment = await paymentOf(peek.companyCode, Number((await readJson(request)).recordId));
    if (!payment) return refusal('This payment no longer exists.');
    const reprint = payment.header.printCount > 0;
    const session = await check(request, reprint ? TRANSACTION.reprint : TRANSACTION.print, 'write');
    if (session instanceof Response) return session;
    if (payment.header.cancelled) return refusal(`Payment ${payment.header.seq} is cancelled.`);
    const printCount = payment.header.printCount + 1;
    await storePayment(session.companyCode, { ...payment, header: { ...payment.header, printCount } });
    await logActivity(session, {
      module: 'procurement',
      action: reprint ? 'Reprint' : 'Print',
      subject: 'Supplier payment',
      reference: payment.header.seq,
      detail: `Copy ${printCount}`,
    });
    return HttpResponse.json({ result: 'OK', fname: `${payment.header.seq.replace(/\W/g, '_')}.pdf` });
  }),
];
