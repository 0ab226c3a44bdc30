import { http, HttpResponse } from 'msw';
import { fromPaise } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { POS } from '../../../menus/catalogue/pos';
import type { CommissionDue, EarnerKind } from '../../../modules/pos/receipts/domain/commission-rules';
import {
  COMMISSION_ENDPOINTS,
  type CommissionDueRow,
  type CommissionRequirements,
} from '../../../modules/pos/receipts/domain/commission-types';
import { nextDocumentNumber } from '../../../modules/pos/receipts/domain/document-numbers';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { savedRecordId } from '../../core/registers/saved-record';
import { oneAtATime } from '../../core/write-queue';
import { requireSession } from '../../core/sessions/auth';
import { sourceAccounts } from '../../core/accounting/payment-sources';
import { reportDate } from '../../core/server-dates';
import { commissionPaymentOf, commissionPaymentsOf, duesOf, storeCommissionPayment } from './commission-data';
import { cancelCommissionPayment, saveCommissionPayment } from './commission-save';
import { refusal, screenSession, writeOnce } from './receipt-common';
import { posActivity, text } from '../../core/billing/billing-access';

const SCREENS = { agent: POS.posStockAgentPayments, employee: POS.posStockEmployeePayments } as const;
const SUBJECTS = { agent: 'Agent commission payment', employee: 'Employee commission payment' } as const;

/** A due in rupees, with its documents when asked for. */
function dueRow(due: CommissionDue, withDocuments: boolean): CommissionDueRow {
  const row: CommissionDueRow = {
    code: due.code,
    name: due.name,
    commission: due.commission,
    commissionOn: due.commissionOn,
    base: fromPaise(due.basePaise),
    earned: fromPaise(due.earnedPaise),
    paid: fromPaise(due.paidPaise),
    due: fromPaise(due.duePaise),
  };
  if (withDocuments)
    row.documents = due.documents.map((document) => ({
      document: document.document,
      receipt: document.receipt,
      dat: document.dat,
      customer: document.customer,
      base: fromPaise(document.basePaise),
      commission: fromPaise(document.commissionPaise),
    }));
  return row;
}

/** The day a due is reckoned up to: the one asked for (never after today), else today. */
const upToOf = (value: unknown) => {
  const today = serverToday();
  const asked = value ? reportDate(value) : null;
  return asked && asked < today ? asked : today;
};

/** The calls of one kind of commission payment (agents or employees). */
export function commissionRoutes(kind: EarnerKind) {
  const API = COMMISSION_ENDPOINTS[kind];
  const screen = SCREENS[kind];
  const mine = async (companyCode: number, recordId: number) => {
    const payment = await commissionPaymentOf(companyCode, recordId);
    return payment?.kind === kind ? payment : undefined;
  };
  return [
    http.get(`*/${API.requirements}`, async ({ request }) => {
      const session = await screenSession(request, screen, TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const upTo = upToOf(new URL(request.url).searchParams.get('upTo'));
      const dat = serverToday();
      const seqs = (await commissionPaymentsOf(session.companyCode)).map((payment) => payment.seq);
      const answer: CommissionRequirements = {
        seq: nextDocumentNumber(kind === 'agent' ? 'agentPayment' : 'employeePayment', dat, seqs),
        dat,
        upTo,
        earners: (await duesOf(session.companyCode, kind, upTo)).map((due) => dueRow(due, false)),
        accounts: sourceAccounts(session).map((account) => ({
          code: account.code,
          detail: account.detail,
          typ: account.typ,
        })),
      };
      return HttpResponse.json(answer);
    }),
    http.post(`*/${API.details}`, async ({ request }) => {
      const session = await screenSession(request, screen, TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const body = await readJson(request);
      const due = (await duesOf(session.companyCode, kind, upToOf(body.toDate))).find(
        (one) => one.code === text(body.detail),
      );
      return HttpResponse.json(due ? dueRow(due, true) : null);
    }),
    http.post(`*/${API.list}`, async ({ request }) => {
      const session = await screenSession(request, screen, TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const body = await readJson(request);
      const from = reportDate(body.frmDate) ?? serverToday();
      const to = reportDate(body.toDate) ?? from;
      const rows = (await commissionPaymentsOf(session.companyCode)).filter(
        (payment) => payment.kind === kind && payment.dat >= from && payment.dat <= to,
      );
      return HttpResponse.json(rows.sort((a, b) => b.seq.localeCompare(a.seq, 'en', { numeric: true })));
    }),
    http.post(`*/${API.one}`, async ({ request }) => {
      const session = await screenSession(request, screen, TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      return HttpResponse.json((await mine(session.companyCode, Number((await readJson(request)).recordId))) ?? null);
    }),
    http.post(`*/${API.save}`, async ({ request }) => {
      const session = await screenSession(request, screen, TRANSACTION.create, 'write');
      if (session instanceof Response) return session;
      const body = await readJson(request);
      return writeOnce(request, session, async () => {
        const answer = await saveCommissionPayment(session, kind, body);
        const recordId = await savedRecordId(answer);
        const stored = recordId === undefined ? undefined : await mine(session.companyCode, recordId);
        if (stored)
          await posActivity(
            session,
            'Created',
            SUBJECTS[kind],
            stored.seq,
            `${stored.seq} to ${stored.payeeName}`,
            null,
            stored.amt,
          );
        return answer;
      });
    }),
    http.post(`*/${API.cancel}`, async ({ request }) => {
      const session = await screenSession(request, screen, TRANSACTION.delete, 'write');
      if (session instanceof Response) return session;
      const body = await readJson(request);
      return writeOnce(request, session, async () => {
        const payment = await mine(session.companyCode, Number(body.recordId));
        if (!payment) return refusal(`Payment ${text(body.recordId)} no longer exists.`);
        const answer = await cancelCommissionPayment(session.companyCode, payment, text(body.detail));
        if (((await answer.clone().json()) as { result?: string }).result === 'OK')
          await posActivity(
            session,
            'Cancelled',
            SUBJECTS[kind],
            payment.seq,
            `${payment.seq} to ${payment.payeeName}: ${text(body.detail)}`,
            payment.amt,
            null,
          );
        return answer;
      });
    }),
    http.post(`*/${API.print}`, async ({ request }) => {
      const peek = await requireSession(request);
      if (peek instanceof Response) return peek;
      const recordId = Number((await readJson(request)).recordId);
      // In the company's queue: a cancel between the read and the write would otherwise be undone by the stale copy.
      return oneAtATime(peek.companyCode, async () => {
        const payment = await mine(peek.companyCode, recordId);
        if (!payment) return refusal('This payment no longer exists.');
        const reprint = payment.printCount > 0;
        const session = await screenSession(
          request,
          screen,
          reprint ? TRANSACTION.reprint : TRANSACTION.print,
          'write',
        );
        if (session instanceof Response) return session;
        if (payment.cancelled) return refusal(`Payment ${payment.seq} is cancelled.`);
        const printCount = payment.printCount + 1;
        await storeCommissionPayment(session.companyCode, { ...payment, printCount });
        await posActivity(session, reprint ? 'Reprint' : 'Print', SUBJECTS[kind], payment.seq, `Copy ${printCount}`);
        return HttpResponse.json({ result: 'OK', fname: `${payment.seq}.pdf` });
      });
    }),
  ];
}
