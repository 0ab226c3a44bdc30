import { http, HttpResponse } from 'msw';
import type { KotTicket } from '../../../kits/billing/domain/order-types';
import { readJson } from '../read-json';
import { billingSession, text } from './billing-access';
import type { ServerBillingBook } from './billing-book';
import { userOutlets } from './billing-masters';
import { runningTableOf } from './billing-store';
import { ticketsOfKots } from './order-common';
import { RESTAURANT_SERVER_BOOK } from './restaurant-book';

/**
 * getTableKOTs `{ restacode, tableno }`: the kitchen tickets of a running table (open or billed), in the
 * order its KOTs arrived, so the cashier can reprint one by its number. A table not running has none; an
 * outlet that is not the user's is refused (403) like any other billing read.
 */
export const tableKotsHandlersOf = (book: ServerBillingBook) => [
  http.post(`*/${book.endpoints.tableKots}`, async ({ request }) => {
    const session = await billingSession(request, ['open'], 'read', book);
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const outlet = text(body.restacode);
    if (!(await userOutlets(session)).some((row) => row.code === outlet))
      return HttpResponse.json({ message: `Outlet ${outlet || '(none)'} is not one of yours.` }, { status: 403 });
    const table = await runningTableOf(session.companyCode, outlet, text(body.tableno));
    const tickets: KotTicket[] = table ? await ticketsOfKots(session.companyCode, table.kotIds) : [];
    return HttpResponse.json(tickets);
  }),
];

export const tableKotsHandlers = tableKotsHandlersOf(RESTAURANT_SERVER_BOOK);
