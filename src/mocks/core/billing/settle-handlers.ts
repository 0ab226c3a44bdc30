import { http, HttpResponse } from 'msw';
import { serverToday } from '../server-dates';
import { answerOnce } from '../idempotency';
import { readJson } from '../read-json';
import { wireDate } from '../server-dates';
import { billingSession, refusal } from './billing-access';
import type { ServerBillingBook } from './billing-book';
import { posOneAtATime } from './billing-store';
import { closeDay } from './day-close-save';
import { dayStatusOf } from './day-status';
import { RESTAURANT_SERVER_BOOK } from './restaurant-book';
import { settleRequest } from './settle-bill';
import { settleInputOf } from './settle-input';
import { unsettledBills } from './unsettled-bills';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The money side of a billing book: settlement, the unsettled bills, the day's status and its close. */
export function settlementHandlersOf(book: ServerBillingBook) {
  const API = book.endpoints;
  return [
    http.post(`*/${API.settle}`, async ({ request }) => {
      const session = await billingSession(request, ['settle'], 'write', book);
      if (session instanceof Response) return session;
      const input = settleInputOf(
        await readJson(request),
        request.headers.get('Idempotency-Key')?.trim() || crypto.randomUUID(),
      );
      if (typeof input === 'string') return refusal(input);
      return answerOnce(request, session, () =>
        posOneAtATime(session.companyCode, () => settleRequest(session, input)),
      );
    }),
    http.post(`*/${API.unsettled}`, async ({ request }) => {
      const session = await billingSession(request, ['open'], 'read', book);
      if (session instanceof Response) return session;
      return HttpResponse.json(await unsettledBills(session));
    }),
    http.post(`*/${API.dayStatus}`, async ({ request }) => {
      const session = await billingSession(request, ['open'], 'read', book);
      if (session instanceof Response) return session;
      const body = await readJson(request);
      const dat = body.frmDate === undefined || body.frmDate === '' ? serverToday() : wireDate(body.frmDate);
      if (!dat)
        return HttpResponse.json({ message: `${String(body.frmDate)} is not a date (dd-MMM-yyyy).` }, { status: 400 });
      return HttpResponse.json(await dayStatusOf(session, dat));
    }),
    http.post(`*/${API.dayClose}`, async ({ request }) => {
      const session = await billingSession(request, ['settle'], 'write', book);
      if (session instanceof Response) return session;
      const input = record((await readJson(request)).dayClose);
      return answerOnce(request, session, () => posOneAtATime(session.companyCode, () => closeDay(session, input)));
    }),
  ];
}

/** The restaurant's money side (contract 01-pos routes). */
export const posSettlementHandlers = settlementHandlersOf(RESTAURANT_SERVER_BOOK);
