import { http, HttpResponse } from 'msw';
import { fromPaise } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { POS } from '../../../menus/catalogue/pos';
import {
  customerBalancePaise,
  customerCreditPaise,
  customerPendingBills,
} from '../../../modules/pos/receipts/domain/customer-bills';
import { nextDocumentNumber } from '../../../modules/pos/receipts/domain/document-numbers';
import {
  RECEIPT_ENDPOINTS as API,
  type OutstandingBill,
  type ReceiptCustomer,
  type ReceiptRequirements,
  type ReceivingAccount,
} from '../../../modules/pos/receipts/domain/receipt-types';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { savedRecordId } from '../../core/registers/saved-record';
import { oneAtATime } from '../../core/write-queue';
import { requireSession } from '../../core/sessions/auth';
import { sourceAccounts } from '../../core/accounting/payment-sources';
import { reportDate } from '../../core/server-dates';
import { refusal, screenSession, writeOnce } from './receipt-common';
import { posActivity, text } from '../../core/billing/billing-access';
import { cancelReceipt, saveReceipt } from './receipt-save';
import { customerMasters, ledgerRows, receiptOf, receiptsOf, storeReceipt } from '../../core/sales/receipt-store';

// Ours: the screen's own code (the menu's 5.2.81); the contract's server checks purchase codes (2,3,4), a quirk not
// kept.
const SCREEN = POS.posCreditClearances;
const SUBJECT = 'Customer receipt';

/** The customers with what each owes now: the active ones, and any other with something outstanding. */
async function receiptCustomers(companyCode: number): Promise<ReceiptCustomer[]> {
  const [masters, rows] = await Promise.all([customerMasters(companyCode), ledgerRows(companyCode)]);
  return [...masters.values()]
    .map((customer) => ({ customer, balance: customerBalancePaise(rows, customer.code) }))
    .filter(({ customer, balance }) => customer.active || balance !== 0)
    .map(({ customer, balance }) => ({
      code: customer.code,
      name: customer.name,
      balance: fromPaise(balance),
      creditLimit: customer.creditLimit,
      credit: fromPaise(customerCreditPaise(rows, customer.code)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const receiptRoutes = [
  http.post(`*/${API.requirements}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const dat = serverToday();
    const seqs = (await receiptsOf(session.companyCode)).map((receipt) => receipt.header.seq);
    const accounts: ReceivingAccount[] = sourceAccounts(session).map((account) => ({
      code: account.code,
      detail: account.detail,
      typ: account.typ,
    }));
    const answer: ReceiptRequirements = {
      seq: nextDocumentNumber('receipt', dat, seqs),
      dat,
      customers: await receiptCustomers(session.companyCode),
      accounts,
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.pendingBills}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const partyId = text((await readJson(request)).detail);
    const bills = customerPendingBills(await ledgerRows(session.companyCode), partyId);
    return HttpResponse.json(
      bills.map(
        (bill): OutstandingBill => ({
          billId: bill.billId,
          dat: bill.dat,
          billAmt: fromPaise(bill.billPaise),
          pending: fromPaise(bill.pendingPaise),
          descriptio: bill.descriptio,
        }),
      ),
    );
  }),
  http.post(`*/${API.list}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = reportDate(body.frmDate) ?? serverToday();
    const to = reportDate(body.toDate) ?? from;
    const rows = (await receiptsOf(session.companyCode))
      .map((receipt) => receipt.header)
      .filter((header) => header.dat >= from && header.dat <= to);
    return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq, 'en', { numeric: true })));
  }),
  http.post(`*/${API.one}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(
      (await receiptOf(session.companyCode, Number((await readJson(request)).recordId))) ?? null,
    );
  }),
  http.post(`*/${API.save}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return writeOnce(request, session, async () => {
      const answer = await saveReceipt(session, body);
      const recordId = await savedRecordId(answer);
      const stored = recordId === undefined ? undefined : await receiptOf(session.companyCode, recordId);
      if (stored)
        await posActivity(
          session,
          'Created',
          SUBJECT,
          stored.header.seq,
          `${stored.header.seq} from ${stored.header.partyName}`,
          null,
          stored.header.baseAmt,
        );
      return answer;
    });
  }),
  http.post(`*/${API.cancel}`, async ({ request }) => {
    const session = await screenSession(request, SCREEN, TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return writeOnce(request, session, async () => {
      const receipt = await receiptOf(session.companyCode, Number(body.recordId));
      if (!receipt) return refusal(`Receipt ${text(body.recordId)} no longer exists.`);
      const answer = await cancelReceipt(session.companyCode, receipt, text(body.detail));
      const done = ((await answer.clone().json()) as { result?: string }).result === 'OK';
      if (done)
        await posActivity(
          session,
          'Cancelled',
          SUBJECT,
          receipt.header.seq,
          `${receipt.header.seq} from ${receipt.header.partyName}: ${text(body.detail)}`,
          receipt.header.baseAmt,
          null,
        );
      return answer;
    });
  }),
  // 7 the first time, 8 (reprint) after; counted and logged.
  http.post(`*/${API.print}`, async ({ request }) => {
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const recordId = Number((await readJson(request)).recordId);
    // In the company's queue: a cancel between the read and the write would otherwise be undone by the stale copy.
    return oneAtATime(peek.companyCode, async () => {
      const receipt = await receiptOf(peek.companyCode, recordId);
      if (!receipt) return refusal('This receipt no longer exists.');
      const reprint = receipt.header.printCount > 0;
      const session = await screenSession(request, SCREEN, reprint ? TRANSACTION.reprint : TRANSACTION.print, 'write');
      if (session instanceof Response) return session;
      if (receipt.header.cancelled) return refusal(`Receipt ${receipt.header.seq} is cancelled.`);
      const printCount = receipt.header.printCount + 1;
      await storeReceipt(session.companyCode, { ...receipt, header: { ...receipt.header, printCount } });
      await posActivity(session, reprint ? 'Reprint' : 'Print', SUBJECT, receipt.header.seq, `Copy ${printCount}`);
      return HttpResponse.json({ result: 'OK', fname: `${receipt.header.seq}.pdf` });
    });
  }),
];
