import { http, HttpResponse, type HttpHandler } from 'msw';
import { TAKEAWAY_COUNTER_ENDPOINTS as COUNTER } from '../../modules/takeaway/domain/takeaway-book';
import { answerOnce } from '../core/idempotency';
import { readJson } from '../core/read-json';
import { billingSession, text } from '../core/billing/billing-access';
import { orderHandlersOf } from '../core/billing/order-handlers';
import { settlementHandlersOf } from '../core/billing/settle-handlers';
import { tableKotsHandlersOf } from '../core/billing/table-kots';
import { counterExtras } from './counter-extras';
import { findCustomer, saveCustomer } from './counter-customers';
import { happyHourOverlapHandler } from './happy-hour-overlap';
import { TAKEAWAY_SERVER_BOOK as BOOK } from './takeaway-server-book';
import { takeawayReportHandlers } from './takeaway-reports';

/**
 * The demo backend's take-away handlers: the billing kit's handlers on the take-away book (its routes, rights,
 * masters, happy hours and offers), the counter's extras and customers by phone, the day reports and the dashboard.
 */
export const takeawayHandlers: HttpHandler[] = [
  ...orderHandlersOf(BOOK),
  ...settlementHandlersOf(BOOK),
  ...tableKotsHandlersOf(BOOK),
  http.post(`*/${COUNTER.extras}`, async ({ request }) => {
    const session = await billingSession(request, ['open'], 'read', BOOK);
    return session instanceof Response ? session : HttpResponse.json(await counterExtras(session));
  }),
  http.post(`*/${COUNTER.customerByPhone}`, async ({ request }) => {
    const session = await billingSession(request, ['open'], 'read', BOOK);
    return session instanceof Response ? session : findCustomer(session, text((await readJson(request)).detail));
  }),
  http.post(`*/${COUNTER.saveCustomer}`, async ({ request }) => {
    const session = await billingSession(request, ['bill'], 'write', BOOK);
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return answerOnce(request, session, () => saveCustomer(session, body.customer));
  }),
  ...takeawayReportHandlers,
  happyHourOverlapHandler,
];
